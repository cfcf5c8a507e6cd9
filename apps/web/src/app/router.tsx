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
          { path: 'unauthorized', lazy: () => import('./routes/unauthorized') },
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
              { path: 'transfers/:transferId', lazy: () => import('./routes/transfer') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
