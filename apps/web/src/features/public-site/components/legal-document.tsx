import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useFormat } from '@/lib/format';
import { readLegalSections } from '../legal-sections';
import { legalVersions, publicTextValues } from '../public-text-values';
import { CompanyFacts } from './company-facts';
import { PageMeta } from './page-meta';

export type LegalDocumentKey = keyof typeof legalVersions;

/** Where each document shows the operator's details (the section naming who is responsible). */
const companySection: Record<LegalDocumentKey, string> = { privacy: 'controller', terms: 'provider' };

/**
 * /privacy and /terms: a dated text (decision 019) with a table of contents of
 * in-page links, its sections read from `legal:{document}.sections`.
 */
export function LegalDocument({ document }: { document: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  const sections = readLegalSections(t(`${document}.sections`, { ...publicTextValues, returnObjects: true }));
  const version = legalVersions[document];
  const other: LegalDocumentKey = document === 'privacy' ? 'terms' : 'privacy';
  const anchor = (id: string) => `${document}-${id}`;
  const extras: Record<string, ReactNode> = { [companySection[document]]: <CompanyFacts /> };

  return (
    <>
      <PageMeta title={t(`${document}.meta_title`)} description={t(`${document}.meta_description`)} />
      <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <header>
          <h1 id="legal-title" className="text-4xl font-extrabold tracking-tight break-words text-ink sm:text-5xl">
            {t(`${document}.title`)}
          </h1>
          <p className="mt-3 text-sm font-medium text-brand-800">
            {/* Noon UTC: the same calendar day in every time zone a reader may be in. */}
            <time dateTime={version}>{t('version', { date: format.date(`${version}T12:00:00Z`) })}</time>
          </p>
          <p className="mt-5 text-lg text-muted">{t(`${document}.intro`, publicTextValues)}</p>
        </header>

        <nav aria-labelledby="legal-toc" className="mt-8 rounded-2xl bg-slate-50 p-5">
          <h2 id="legal-toc" className="text-sm font-bold tracking-wide text-ink uppercase">
            {t('toc')}
          </h2>
          <ol className="mt-3 grid gap-1.5">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`} className="text-brand-800 underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={anchor(section.id)} className="mt-10">
            <h2 id={anchor(section.id)} className="scroll-mt-24 text-2xl font-bold text-ink">
              {index + 1}. {section.title}
            </h2>
            {section.blocks.map((block) =>
              block.kind === 'paragraph' ? (
                <p key={block.key} className="mt-3 leading-relaxed text-ink">
                  {block.text}
                </p>
              ) : (
                <ul key={block.key} className="mt-3 grid list-disc gap-2 pl-6 leading-relaxed text-ink marker:text-brand-700">
                  {block.items.map((item) => (
                    <li key={item.key}>{item.text}</li>
                  ))}
                </ul>
              ),
            )}
            {extras[section.id]}
          </section>
        ))}

        <footer className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6">
          <Link to={paths[other]} className="font-semibold text-brand-800 underline underline-offset-4">
            {t(`${other}.read_also`)}
          </Link>
          <Link to={paths.contact} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('contact_link')}
          </Link>
        </footer>
      </article>
    </>
  );
}
