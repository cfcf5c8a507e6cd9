import { PageSpinner } from '../../components/ui/spinner';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { IncomingTransfersCard } from '../../features/transfers/components/incoming-transfers-card';
import { useAuth } from '../../lib/auth/use-auth';

export function Component() {
  const { user } = useAuth();
  // The route guard only renders this with a signed-in user.
  if (!user) return <PageSpinner />;
  return <DashboardView user={user} incomingTransfers={<IncomingTransfersCard userId={user.id} />} />;
}
