import { PageSpinner } from '@/components/ui/spinner';
import { HunterProfileView } from '@/features/hunter/components/hunter-profile-view';
import { useAuth } from '@/lib/auth/use-auth';

export function Component() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <HunterProfileView userId={user.id} />;
}
