import type { AdminTag } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { TagScansDialog } from './tag-scans-dialog';
import { TagStatusBadge } from './tag-status-badge';
import { TagStatusDialog } from './tag-status-dialog';

function TagRow({ tag }: { tag: AdminTag }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const uidId = useId();
  return (
    <tr className={tableRow}>
      <th id={uidId} scope="row" className={cn(tableCell, 'text-left font-mono text-sm font-semibold break-all text-ink')}>
        {tag.uid}
      </th>
      <td className={cn(tableCell, 'text-sm')}>
        <TagStatusBadge status={tag.status} />
      </td>
      <td className={cn(tableCell, 'text-sm break-all text-ink')}>{tag.batch ?? <span className="text-muted">{t('table.none')}</span>}</td>
      <td className={cn(tableCell, 'text-sm break-words text-ink')}>{tag.shop?.name ?? <span className="text-muted">{t('table.none')}</span>}</td>
      <td className={cn(tableCell, 'text-sm text-ink')}>
        {tag.owner ? (
          <>
            <span className="block break-words">{tag.owner.name}</span>
            <span className="block break-all text-muted">{tag.owner.email}</span>
          </>
        ) : (
          <span className="text-muted">{t('table.none')}</span>
        )}
      </td>
      <td className={cn(tableCell, 'text-sm whitespace-nowrap text-ink')}>{format.date(tag.createdAt)}</td>
      <td className={cn(tableCell, 'pr-0')}>
        <div className="flex flex-wrap gap-1">
          <TagScansDialog tag={tag} describedBy={uidId} />
          {tag.status !== 'lost' && <TagStatusDialog tag={tag} status="lost" describedBy={uidId} />}
          {tag.status !== 'retired' && <TagStatusDialog tag={tag} status="retired" describedBy={uidId} />}
          {(tag.status === 'lost' || tag.status === 'retired') && !tag.owner && <TagStatusDialog tag={tag} status="unassigned" describedBy={uidId} />}
        </div>
      </td>
    </tr>
  );
}

/** One page of the inventory; on a phone the table scrolls sideways in its own box. */
export function TagsTable({ tags }: { tags: AdminTag[] }) {
  const { t } = useTranslation('adminTags');
  const columns = (['uid', 'status', 'batch', 'shop', 'owner', 'created', 'actions'] as const).map((key) => ({ key, label: t(`table.columns.${key}`) }));
  return (
    <DataTable caption={t('table.caption')} columns={columns} rows={tags} rowKey={(tag) => tag.id} renderRow={(tag) => <TagRow tag={tag} />} minWidth="60rem" />
  );
}
