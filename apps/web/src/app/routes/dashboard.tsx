import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';
import { UnassignedTagsSection } from '@/features/tags-owner/components/unassigned-tags-section';
import { IncomingTransfersCard } from '@/features/transfers/components/incoming-transfers-card';
import { useAuth } from '@/lib/auth/use-auth';
import { pendingAssociationPath, readPendingTagSession } from '@/lib/pending-tag-session';
import { paths } from '../paths';

export function Component() {
  const { user } = useAuth();
  // Spec §2: a tag scanned before signing in is associated first.
  const pending = readPendingTagSession();
  if (pending) return <Navigate to={pendingAssociationPath(pending)} replace />;
  // The route guard only renders this with a signed-in user.
  if (!user) return <PageSpinner />;
  // Spec §2: admins opening /dashboard go to /admin.
  if (user.role === 'admin') return <Navigate to={paths.admin.overview} replace />;
  return (
    <DashboardView
      user={user}
      incomingTransfers={<IncomingTransfersCard userId={user.id} />}
      alerts={<NotificationsPanel userId={user.id} />}
      tags={(bikes) => <UnassignedTagsSection userId={user.id} bikes={bikes} />}
    />
  );
}
