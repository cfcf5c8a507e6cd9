import type { TagBatch } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { AssignShopDialog } from './assign-shop-dialog';
import { BatchProvisioningDialog } from './batch-provisioning-dialog';

function BatchRow({ batch }: { batch: TagBatch }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const nameId = useId();
  return (
    <tr className={tableRow}>
      <th id={nameId} scope="row" className={cn(tableCell, 'text-left font-semibold break-all text-ink')}>
        {batch.name}
      </th>
      <td className={cn(tableCell, 'text-sm whitespace-nowrap text-ink')}>
        {batch.chip === 'ntag424' && batch.keyVersion !== null
          ? t('batches.chips.ntag424_version', { version: batch.keyVersion })
          : t(`batches.chips.${batch.chip}`)}
      </td>
      <td className={cn(tableCell, 'text-ink')}>{format.number(batch.count)}</td>
      <td className={cn(tableCell, 'text-sm break-words text-ink')}>{batch.shop?.name ?? <span className="text-muted">{t('batches.no_shop')}</span>}</td>
      <td className={cn(tableCell, 'pr-0')}>
        <div className="flex flex-wrap gap-1">
          <BatchProvisioningDialog batch={batch} describedBy={nameId} />
          <AssignShopDialog batch={batch} describedBy={nameId} />
        </div>
      </td>
    </tr>
  );
}

/** The batches: chip, size, shop, the assignment to a shop, and the programming of each. */
export function BatchesTable({ batches }: { batches: TagBatch[] }) {
  const { t } = useTranslation('adminTags');
  const columns = (['name', 'chip', 'count', 'shop', 'action'] as const).map((key) => ({ key, label: t(`batches.columns.${key}`), srOnly: key === 'action' }));
  return (
    <DataTable
      caption={t('batches.caption')}
      columns={columns}
      rows={batches}
      rowKey={(batch) => batch.name}
      renderRow={(batch) => <BatchRow batch={batch} />}
      minWidth="44rem"
    />
  );
}
