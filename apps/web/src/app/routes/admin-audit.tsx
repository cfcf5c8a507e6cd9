import { AuditView } from '@/features/admin-users/components/audit-view';

/** /admin/audit (role admin): every admin change, read only. */
export function Component() {
  return <AuditView />;
}
