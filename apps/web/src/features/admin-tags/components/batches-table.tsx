import type { TagBatch } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { AssignShopDialog } from './assign-shop-dialog';
import { BatchProvisioningDialog } from './batch-provisioning-dialog';

const cell = 'py-3 pr-4 align-top';

function BatchRow({ batch }: { batch: TagBatch }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const nameId = useId();
  return (
    <tr className="border-t border-slate-200">
      <th id={nameId} scope="row" className={cn(cell, 'text-left font-semibold break-all text-ink')}>
        {batch.name}
      </th>
      <td className={cn(cell, 'text-sm whitespace-nowrap text-ink')}>
        {batch.chip === 'ntag424' && batch.keyVersion !== null
          ? t('batches.chips.ntag424_version', { version: batch.keyVersion })
          : t(`batches.chips.${batch.chip}`)}
      </td>
      <td className={cn(cell, 'text-ink')}>{format.number(batch.count)}</td>
      <td className={cn(cell, 'text-sm break-words text-ink')}>{batch.shop?.name ?? <span className="text-muted">{t('batches.no_shop')}</span>}</td>
      <td className={cn(cell, 'pr-0')}>
        <div className="flex flex-wrap gap-1">
          {batch.chip === 'ntag424' && <BatchProvisioningDialog batch={batch} describedBy={nameId} />}
          <AssignShopDialog batch={batch} describedBy={nameId} />
        </div>
      </td>
    </tr>
  );
}

/** The batches: chip, size, shop, the assignment to a shop, and the programming of secure ones. */
export function BatchesTable({ batches }: { batches: TagBatch[] }) {
  const { t } = useTranslation('adminTags');
  const captionId = useId();
  const columns = ['name', 'chip', 'count', 'shop', 'action'] as const;
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative min-w-0 overflow-x-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full min-w-[44rem] text-left">
        <caption id={captionId} className="sr-only">
          {t('batches.caption')}
        </caption>
        <thead>
          <tr className="text-sm text-muted">
            {columns.map((column) => (
              <th key={column} scope="col" className="pr-4 pb-2 font-semibold last:pr-0">
                {column === 'action' ? <span className="sr-only">{t('batches.columns.action')}</span> : t(`batches.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => (
            <BatchRow key={batch.name} batch={batch} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
