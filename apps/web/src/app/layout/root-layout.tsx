import { timings } from '@ritrova/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/offline-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAfterPaint, useHydrated } from '@/lib/hydration';
import { PageErrorBoundary } from '../route-error';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';

export const mainContentId = 'main-content';

/**
 * Without JavaScript, what only a script makes work is not shown (issue #27): the menu button, the
 * language switches and the server indicator (marked `data-needs-js`). Plain HTML and CSS in the
 * server's markup — a browser without scripts reads <noscript>; one with scripts ignores it.
 */
const NO_SCRIPT_CSS = '[data-needs-js]{display:none!important}';

// The toasts' library (sonner) stays out of the entry: it loads once the page is up.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The shell of every page: skip link, header (with the admins' API debugger), main landmark, footer and toasts. */
export function RootLayout() {
  const { t } = useTranslation(['nav', 'common']);
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // Once the page has shown and the browser is idle: sonner is not fetched nor run while the page is drawn.
  const afterPaint = useAfterPaint();
  return (
    <AuthProvider>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <ScrollManager />
      <a
        href={`#${mainContentId}`}
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skip_to_content')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <OfflineBanner />
        <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
      </div>
      {hydrated && afterPaint && (
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            richColors
            closeButton
            duration={timings.toastMs}
            containerAriaLabel={t('notifications', { ns: 'common' })}
            toastOptions={{ closeButtonAriaLabel: t('close', { ns: 'common' }) }}
          />
        </Suspense>
      )}
    </AuthProvider>
  );
}
