import { PageSpinner } from '@/components/ui/spinner';
import { HunterRewardsView } from '@/features/hunter/components/hunter-rewards-view';
import { useAuth } from '@/lib/auth/use-auth';

export function Component() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <HunterRewardsView userId={user.id} />;
}
