import type { AdminUserSummary } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminUserPath } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { DataTable, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { cell } from './shared';

const columns = ['name', 'email', 'role', 'status', 'two_factor', 'created'] as const;

/** The accounts found, each linking to its page. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  const { t } = useTranslation('adminUsers');
  const format = useFormat();
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns.map((key) => ({ key, label: t(`list.columns.${key}`) }))}
      rows={users}
      rowKey={(user) => user.id}
      minWidth="48rem"
      small
      renderRow={(user) => (
        <tr className={tableRow}>
          <th scope="row" className={cn(cell, 'text-left font-normal')}>
            <Link to={adminUserPath(user.id)} className="font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {`${user.nome} ${user.cognome}`.trim() || user.email}
            </Link>
          </th>
          <td className={cn(cell, 'break-all text-ink')}>{user.email}</td>
          <td className={cell}>
            <Badge tone={user.role === 'admin' ? 'blue' : user.role === 'shop' ? 'yellow' : 'gray'}>{t(`role.${user.role}`)}</Badge>
          </td>
          <td className={cell}>
            <Badge tone={user.suspended ? 'red' : 'green'}>{t(user.suspended ? 'status.suspended' : 'status.active')}</Badge>
            {!user.emailVerified && <span className="mt-1 block text-muted">{t('list.unverified')}</span>}
          </td>
          <td className={cn(cell, 'text-ink')}>{t(user.twoFactorEnabled ? 'common.yes' : 'common.no')}</td>
          <td className={cn(cell, 'whitespace-nowrap text-ink')}>{format.date(user.createdAt)}</td>
        </tr>
      )}
    />
  );
}
