import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';
import { myTagsFrom } from '@/features/tags-owner/api/get-my-tags';
import { UnassignedTagsSection } from '@/features/tags-owner/components/unassigned-tags-section';
import { IncomingTransfersCard } from '@/features/transfers/components/incoming-transfers-card';
import { useAuth } from '@/lib/auth/use-auth';
import { answerOf, type SeedQueries } from '@/lib/page-data';
import { pendingAssociationPath, readPendingTagSession } from '@/lib/pending-tag-session';
import { queryKeys } from '@/lib/query-keys';
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

/**
 * The dashboard is rendered on the server for its signed-in owner (issue #27 item 6): its first answers go into the
 * query cache as its queries read them (the account, the counts, the bikes, the alerts, transfers and tags).
 */
export const seedQueries: SeedQueries = (client, answers) => {
  const me = answerOf(answers, 'GET /api/users/me');
  if (!me) return;
  const userId = me.user.id;
  client.setQueryData(queryKeys.currentUser(userId), me.user);
  const stats = answerOf(answers, 'GET /api/user/stats');
  if (stats) client.setQueryData(queryKeys.userStats(userId), { scanCount: stats.stats.scanCount, alertCount: stats.stats.alertCount });
  const bikes = answerOf(answers, 'GET /api/bikes/my-bikes');
  if (bikes) client.setQueryData(queryKeys.myBikes(userId), bikes.bikes);
  const notifications = answerOf(answers, 'GET /api/notifications');
  if (notifications) client.setQueryData(queryKeys.notifications(userId), { notifications: notifications.notifications, unread: notifications.unread });
  const transfers = answerOf(answers, 'GET /api/transfers/incoming');
  if (transfers) client.setQueryData(queryKeys.incomingTransfers(userId), transfers.transfers);
  const tags = answerOf(answers, 'GET /api/tags/my-tags');
  if (tags) client.setQueryData(queryKeys.myTags(userId), myTagsFrom(tags));
};
