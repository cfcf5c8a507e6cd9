import { useParams } from 'react-router';
import { UserView } from '@/features/admin-users/components/user-view';

/** /admin/users/:userId (role admin): one account, its role and suspension. */
export function Component() {
  const { userId = '' } = useParams();
  // NOTE: keyed by the id, so moving from one user to another starts the page afresh.
  return <UserView key={userId} userId={userId} />;
}
