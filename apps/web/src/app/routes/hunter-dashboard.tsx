import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { HunterDashboardView } from '@/features/hunter/components/hunter-dashboard-view';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';
import { useAuth } from '@/lib/auth/use-auth';
import { pendingAssociationPath, readPendingTagSession } from '@/lib/pending-tag-session';

export function Component() {
  const { user } = useAuth();
  // Spec §2: a tag scanned before signing in is associated first (Hunters land here, not on /dashboard).
  const pending = readPendingTagSession();
  if (pending) return <Navigate to={pendingAssociationPath(pending)} replace />;
  // The route guard only renders this with a signed-in user.
  if (!user) return <PageSpinner />;
  // Issue #27: a Hunter's "Avvisi" land here, on their alerts (#alerts-heading), not on the owner dashboard.
  return <HunterDashboardView userId={user.id} name={user.nome} alerts={<NotificationsPanel userId={user.id} audience="hunter" />} />;
}
