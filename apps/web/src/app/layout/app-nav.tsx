import type { PublicUser } from '@ritrova/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type AppLink, appLinksFor, isCurrentLink, type UnreadCounts } from './app-links';

const styles = {
  bar: 'flex items-center gap-1.5 rounded-md whitespace-nowrap px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900',
  menu: 'flex items-center gap-2 rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900',
} as const;

/**
 * The app's links, with the unread counts when known: the badge shows the number,
 * the link's name says it ("Messaggi, 3 non letti"), the current page is marked.
 */
export function AppNavLinks({ links, counts, variant }: { links: AppLink[]; counts: UnreadCounts; variant: 'bar' | 'menu' }) {
  const { t } = useTranslation('nav');
  const { pathname, hash } = useLocation();
  return (
    <ul className={variant === 'bar' ? 'flex items-center' : 'grid gap-1'}>
      {links.map((link) => {
        const count = link.count ? (counts[link.count] ?? 0) : 0;
        return (
          <li key={link.key}>
            <Link
              to={link.to}
              aria-current={isCurrentLink(link, pathname, hash) ? 'page' : undefined}
              aria-label={count > 0 && link.count ? t(`unread.${link.count}`, { count }) : undefined}
              className={styles[variant]}
            >
              {t(link.key)}
              {count > 0 && (
                <span aria-hidden="true" className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

// The counts need the query cache (TanStack Query, not in the entry): they arrive with their own chunk.
const CountedLinks = lazy(async () => {
  const [{ CountedAppNavLinks }, { PageQueries }] = await Promise.all([import('./app-nav-counts'), import('@/lib/page-queries')]);
  return {
    default: (props: Parameters<typeof CountedAppNavLinks>[0]) => (
      <PageQueries>
        <CountedAppNavLinks {...props} />
      </PageQueries>
    ),
  };
});

const noCounts: UnreadCounts = {};

/** The signed-in person's links (header bar or phone menu); the links show at once, their counts once loaded. */
export function AppNav({ user, variant }: { user: PublicUser; variant: 'bar' | 'menu' }) {
  const links = appLinksFor(user);
  return (
    <Suspense fallback={<AppNavLinks links={links} counts={noCounts} variant={variant} />}>
      <CountedLinks userId={user.id} links={links} variant={variant} />
    </Suspense>
  );
}
