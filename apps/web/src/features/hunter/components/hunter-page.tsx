import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HunterNav } from './hunter-nav';

/** The frame of the four Hunter pages: the area's menu, then the page's title and what it is for. */
export function HunterPage({ title, subtitle, actions, children }: { title: string; subtitle: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('hunter');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:py-10">
      <title>{`${title} · ${t('area')} · Ritrova`}</title>
      <HunterNav />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('area')}</p>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{subtitle}</p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
