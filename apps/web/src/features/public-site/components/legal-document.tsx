import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import type { LegalSection } from '../legal-sections';
import type { legalVersions } from '../public-text-values';
import { PageMeta } from './page-meta';

export type LegalDocumentKey = keyof typeof legalVersions;

export interface LegalDocumentProps {
  /** Which document: its anchors' prefix, and the other one is linked at the end. */
  document: LegalDocumentKey;
  meta: { title: string; description: string };
  title: string;
  /** The day the text took effect (YYYY-MM-DD) and how the page says it ("Last updated 27 November 2026"). */
  version: { date: string; text: string };
  intro: string;
  sections: LegalSection[];
  /** What a section shows after its text (the company's facts, a table rendered from code), by section id. */
  extras: Partial<Record<string, ReactNode>>;
  /** The link to the other document. */
  readAlso: string;
}

/**
 * The layout of /privacy and /terms: a dated text (decision 019) with a table of contents of in-page
 * links and numbered sections; each document's component gives its texts.
 */
export function LegalDocument({ document, meta, title, version, intro, sections, extras, readAlso }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const other: LegalDocumentKey = document === 'privacy' ? 'terms' : 'privacy';
  const anchor = (id: string) => `${document}-${id}`;

  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <header>
          <h1 id="legal-title" className="text-4xl font-extrabold tracking-tight break-words text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-3 text-sm font-medium text-brand-800">
            <time dateTime={version.date}>{version.text}</time>
          </p>
          <p className="mt-5 text-lg text-muted">{intro}</p>
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
            {readAlso}
          </Link>
          <Link to={paths.contact} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('contact_link')}
          </Link>
        </footer>
      </article>
    </>
  );
}
