import { ArrowRight, House, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';
import { runtimeKeys } from '@/lib/translate-key';
import { faqSectionIds, presentQuestions } from '../faq-questions';
import { publicTextValues } from '../public-text-values';
import { PageMeta } from './page-meta';

/**
 * /faq (spec §2): seven sections of up to eight questions, each shown only if its
 * text exists, with a navigation of in-page links (plain anchors, so the browser
 * moves the keyboard's starting point to the section), then contact and home.
 */
export function FaqPage() {
  const { t, i18n } = useTranslation('faq');
  // The questions' keys are probed (a section shows the questions whose texts exist): checked when the page runs.
  const probed = runtimeKeys(t);
  const text = (key: string) => probed(key, publicTextValues);
  const lookup = (key: string) => (i18n.exists(key, { ns: 'faq' }) ? text(key) : undefined);
  const sections = faqSectionIds.map((id) => ({ id, questions: presentQuestions(id, lookup) })).filter((section) => section.questions.length > 0);

  return (
    <>
      <PageMeta title={t('meta_title')} description={t('meta_description')} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted">{text('intro')}</p>

        <nav aria-labelledby="faq-nav-title" className="mt-8 rounded-2xl bg-slate-50 p-5">
          <h2 id="faq-nav-title" className="text-sm font-bold tracking-wide text-ink uppercase">
            {t('nav_title')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {sections.map(({ id }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-700"
                >
                  {t(`sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {sections.map(({ id, questions }) => (
          <section key={id} aria-labelledby={id} className="mt-12">
            <h2 id={id} className="scroll-mt-24 border-b border-slate-200 pb-2 text-2xl font-bold text-ink sm:text-3xl">
              {t(`sections.${id}.title`)}
            </h2>
            <div className="mt-6 grid gap-6">
              {questions.map(({ number, question, answer }) => (
                <article key={number} aria-labelledby={`${id}-q${number}`}>
                  <h3 id={`${id}-q${number}`} className="text-lg font-semibold text-ink">
                    {text(question)}
                  </h3>
                  <p className="mt-2 text-muted">{text(answer)}</p>
                </article>
              ))}
            </div>
          </section>
        ))}

        <section aria-labelledby="faq-more" className="mt-16 rounded-3xl bg-brand-50 p-6 sm:p-8">
          <h2 id="faq-more" className="text-2xl font-bold text-ink">
            {t('more.title')}
          </h2>
          <p className="mt-2 text-muted">{text('more.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.contact} className={buttonClasses('primary', 'lg')}>
              <Mail aria-hidden="true" className="size-5" />
              {t('more.contact')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
              <House aria-hidden="true" className="size-5" />
              {t('more.home')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
