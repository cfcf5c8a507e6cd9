import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RequireAuth } from '../lib/auth/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/**
 * Every page is its own lazily loaded chunk (`routes/*.tsx` export `Component`);
 * the shell, header and footer load once.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'verify-email', lazy: () => import('./routes/verify-email') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: 'reset-password', lazy: () => import('./routes/reset-password') },
          { path: 'auth/callback', lazy: () => import('./routes/auth-callback') },
          { path: 'unauthorized', lazy: () => import('./routes/unauthorized') },
          // The page a tag opens: its own small chunk (nfc-verifica), the map of its sighting form on demand.
          { path: 'nfc/verifica', lazy: () => import('./routes/nfc-verifica') },
          { path: 'tag-association', lazy: () => import('./routes/tag-association') },
          { path: 'nfc/associate', lazy: () => import('./routes/tag-association') },
          { path: 'test-tag-scan', lazy: () => import('./routes/test-tag-scan') },
          { path: 'stolen-check', lazy: () => import('./routes/stolen-check') },
          { path: 'user', lazy: () => import('./routes/audience-owners') },
          { path: 'hunter', lazy: () => import('./routes/audience-hunters') },
          { path: 'shop', lazy: () => import('./routes/audience-shops') },
          { path: 'manufacturer', lazy: () => import('./routes/audience-manufacturers') },
          { path: 'faq', lazy: () => import('./routes/faq') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          {
            Component: RequireAuth,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard') },
              { path: 'profile', lazy: () => import('./routes/profile') },
              { path: 'settings', lazy: () => import('./routes/settings') },
              { path: 'settings/:section', lazy: () => import('./routes/settings-section') },
              { path: 'bikes/add', lazy: () => import('./routes/bike-add') },
              { path: 'dashboard/bikes/add', lazy: () => import('./routes/bike-add') },
              { path: 'bikes/:bikeId', lazy: () => import('./routes/bike-detail') },
              { path: 'bikes/:bikeId/maintenance/add', lazy: () => import('./routes/maintenance-add') },
              { path: 'transfers/:transferId', lazy: () => import('./routes/transfer') },
              { path: 'nfc-scan', lazy: () => import('./routes/nfc-scan') },
              { path: 'checkout/:paymentId', lazy: () => import('./routes/checkout') },
              { path: 'hunter/dashboard', lazy: () => import('./routes/hunter-dashboard') },
              { path: 'hunter/hunts', lazy: () => import('./routes/hunter-hunts') },
              { path: 'hunter/rewards', lazy: () => import('./routes/hunter-rewards') },
              { path: 'hunter/profile', lazy: () => import('./routes/hunter-profile') },
              { path: 'messages', lazy: () => import('./routes/messages') },
              { path: 'messages/:conversationId', lazy: () => import('./routes/conversation') },
            ],
          },
          {
            element: <RequireAuth roles={['admin']} />,
            children: [
              {
                path: 'admin',
                lazy: async () => ({ Component: (await import('../features/admin/components/admin-layout')).AdminLayout }),
                children: [
                  { index: true, lazy: () => import('./routes/admin-overview') },
                  { path: 'tags', lazy: () => import('./routes/admin-tags') },
                  { path: 'users', lazy: () => import('./routes/admin-users') },
                  { path: 'users/:userId', lazy: () => import('./routes/admin-user') },
                  { path: 'thefts', lazy: () => import('./routes/admin-thefts') },
                  { path: 'payouts', lazy: () => import('./routes/admin-payouts') },
                  { path: 'ledger', lazy: () => import('./routes/admin-ledger') },
                  { path: 'audit', lazy: () => import('./routes/admin-audit') },
                  { path: 'alerts', lazy: () => import('./routes/admin-alerts') },
                ],
              },
            ],
          },
          {
            element: <RequireAuth roles={['shop', 'admin']} />,
            children: [{ path: 'shop/dashboard', lazy: () => import('./routes/shop-dashboard') }],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
