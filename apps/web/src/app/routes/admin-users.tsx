import { UsersView } from '@/features/admin-users/components/users-view';

/** /admin/users (role admin): search and list of accounts. */
export function Component() {
  return <UsersView />;
}
