import type { Role } from '@ritrova/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { loginPath } from './redirect';
import { useAuth } from './use-auth';

/**
 * Route guard (spec §2): a spinner while the session is confirmed, /login
 * (remembering the page) without one, /unauthorized for a role not allowed,
 * and the security settings for an admin route while the admin's second
 * factor is not on.
 */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const { status, user, leaving } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (leaving) return null;
  if (status === 'anonymous' || !user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  // The API refuses admin powers without the second factor: set it up first.
  if (roles?.includes('admin') && user.role === 'admin' && !user.twoFactorEnabled) return <Navigate to={paths.settingsSection('security')} replace />;
  return <Outlet />;
}
