import type { ShopTag } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { ActivateTagDialog } from './activate-tag-dialog';

const statusTones = { unassigned: 'blue', assigned: 'green', lost: 'red', retired: 'gray' } as const satisfies Record<ShopTag['status'], string>;

const cell = 'py-3 pr-4 align-top';

function ShopTagRow({ tag }: { tag: ShopTag }) {
  const { t } = useTranslation('shopArea');
  const format = useFormat();
  const uidId = useId();
  const sellable = tag.status === 'unassigned' && tag.sale === null;
  return (
    <tr className="border-t border-slate-200">
      <th id={uidId} scope="row" className={cn(cell, 'text-left font-mono text-sm font-semibold break-all text-ink')}>
        {tag.uid}
      </th>
      <td className={cn(cell, 'text-sm break-words text-ink')}>{tag.batch ?? <span className="text-muted">{t('tags.no_batch')}</span>}</td>
      <td className={cn(cell, 'text-sm')}>
        <Badge tone={statusTones[tag.status]}>{t(`tags.status.${tag.status}`)}</Badge>
      </td>
      <td className={cn(cell, 'text-sm text-ink')}>
        {tag.sale ? (
          <>
            <span className="block break-all">{tag.sale.customerEmail}</span>
            <span className="block text-muted">{t('tags.activated_on', { date: format.date(tag.sale.activatedAt) })}</span>
            <span className="block text-muted">{tag.sale.claimedAt ? t('tags.claimed_on', { date: format.date(tag.sale.claimedAt) }) : t('tags.waiting')}</span>
          </>
        ) : (
          <span className="text-muted">{t('tags.not_sold')}</span>
        )}
      </td>
      <td className={cn(cell, 'pr-0 text-sm')}>{sellable && <ActivateTagDialog tag={tag} describedBy={uidId} />}</td>
    </tr>
  );
}

/** The shop's tags: UID, batch, status, the sale (customer's address as the shop typed it), and the activation. */
export function ShopTagsTable({ tags }: { tags: ShopTag[] }) {
  const { t } = useTranslation('shopArea');
  const captionId = useId();
  const columns = ['uid', 'batch', 'status', 'customer', 'action'] as const;
  return (
    // NOTE: five columns do not fit a phone: the table scrolls sideways in its own box (`relative`
    // keeps the visually hidden texts inside it too, instead of widening the page).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative min-w-0 overflow-x-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full min-w-[44rem] text-left">
        <caption id={captionId} className="sr-only">
          {t('tags.caption')}
        </caption>
        <thead>
          <tr className="text-sm text-muted">
            {columns.map((column) => (
              <th key={column} scope="col" className="pr-4 pb-2 font-semibold last:pr-0">
                {column === 'action' ? <span className="sr-only">{t('tags.columns.action')}</span> : t(`tags.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <ShopTagRow key={tag.id} tag={tag} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
