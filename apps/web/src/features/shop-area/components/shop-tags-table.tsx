import type { ShopTag } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { ActivateTagDialog } from './activate-tag-dialog';

const statusTones = { unassigned: 'blue', assigned: 'green', lost: 'red', retired: 'gray' } as const satisfies Record<ShopTag['status'], string>;

function ShopTagRow({ tag }: { tag: ShopTag }) {
  const { t } = useTranslation('shopArea');
  const format = useFormat();
  const uidId = useId();
  const sellable = tag.status === 'unassigned' && tag.sale === null;
  return (
    <tr className={tableRow}>
      <th id={uidId} scope="row" className={cn(tableCell, 'text-left font-mono text-sm font-semibold break-all text-ink')}>
        {tag.uid}
      </th>
      <td className={cn(tableCell, 'text-sm break-words text-ink')}>{tag.batch ?? <span className="text-muted">{t('tags.no_batch')}</span>}</td>
      <td className={cn(tableCell, 'text-sm')}>
        <Badge tone={statusTones[tag.status]}>{t(`tags.status.${tag.status}`)}</Badge>
      </td>
      <td className={cn(tableCell, 'text-sm text-ink')}>
        {tag.sale ? (
          <>
            {/* The address goes 30 days after the customer claimed the tag (issue #26): the sale stays. */}
            {tag.sale.customerEmail && <span className="block break-all">{tag.sale.customerEmail}</span>}
            <span className="block text-muted">{t('tags.activated_on', { date: format.date(tag.sale.activatedAt) })}</span>
            <span className="block text-muted">{tag.sale.claimedAt ? t('tags.claimed_on', { date: format.date(tag.sale.claimedAt) }) : t('tags.waiting')}</span>
          </>
        ) : (
          <span className="text-muted">{t('tags.not_sold')}</span>
        )}
      </td>
      <td className={cn(tableCell, 'pr-0 text-sm')}>{sellable && <ActivateTagDialog tag={tag} describedBy={uidId} />}</td>
    </tr>
  );
}

/** The shop's tags: UID, batch, status, the sale (customer's address as the shop typed it), and the activation. */
export function ShopTagsTable({ tags }: { tags: ShopTag[] }) {
  const { t } = useTranslation('shopArea');
  const columns = (['uid', 'batch', 'status', 'customer', 'action'] as const).map((key) => ({
    key,
    label: t(`tags.columns.${key}`),
    srOnly: key === 'action',
  }));
  return (
    <DataTable
      caption={t('tags.caption')}
      columns={columns}
      rows={tags}
      rowKey={(tag) => tag.id}
      renderRow={(tag) => <ShopTagRow tag={tag} />}
      minWidth="44rem"
    />
  );
}
