import { useTranslation } from 'react-i18next';

const steps = ['register', 'apply_tag', 'report', 'recover'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('home');
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-3xl font-bold text-ink sm:text-4xl">
          {t('how.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('how.subtitle')}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="relative rounded-2xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`how.steps.${step}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`how.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-sm text-muted">{t('how.note')}</p>
      </div>
    </section>
  );
}
