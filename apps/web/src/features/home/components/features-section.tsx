import { Bell, HeartHandshake, Lock, Nfc, Smartphone, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const features = [
  { key: 'tag', Icon: Nfc },
  { key: 'scan', Icon: Smartphone },
  { key: 'theft', Icon: Bell },
  { key: 'reward', Icon: HeartHandshake },
  { key: 'privacy', Icon: Lock },
  { key: 'logbook', Icon: Wrench },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('home');
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="features-title" className="text-3xl font-bold text-ink sm:text-4xl">
          {t('features.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('features.subtitle')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`features.items.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
