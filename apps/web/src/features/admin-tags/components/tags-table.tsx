import type { AdminTag } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { TagScansDialog } from './tag-scans-dialog';
import { TagStatusBadge } from './tag-status-badge';
import { TagStatusDialog } from './tag-status-dialog';

const cell = 'py-3 pr-4 align-top';

function TagRow({ tag }: { tag: AdminTag }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const uidId = useId();
  return (
    <tr className="border-t border-slate-200">
      <th id={uidId} scope="row" className={cn(cell, 'text-left font-mono text-sm font-semibold break-all text-ink')}>
        {tag.uid}
      </th>
      <td className={cn(cell, 'text-sm')}>
        <TagStatusBadge status={tag.status} />
      </td>
      <td className={cn(cell, 'text-sm break-all text-ink')}>{tag.batch ?? <span className="text-muted">{t('table.none')}</span>}</td>
      <td className={cn(cell, 'text-sm break-words text-ink')}>{tag.shop?.name ?? <span className="text-muted">{t('table.none')}</span>}</td>
      <td className={cn(cell, 'text-sm text-ink')}>
        {tag.owner ? (
          <>
            <span className="block break-words">{tag.owner.name}</span>
            <span className="block break-all text-muted">{tag.owner.email}</span>
          </>
        ) : (
          <span className="text-muted">{t('table.none')}</span>
        )}
      </td>
      <td className={cn(cell, 'text-sm whitespace-nowrap text-ink')}>{format.date(tag.createdAt)}</td>
      <td className={cn(cell, 'pr-0')}>
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
  const captionId = useId();
  const columns = ['uid', 'status', 'batch', 'shop', 'owner', 'created', 'actions'] as const;
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative min-w-0 overflow-x-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full min-w-[60rem] text-left">
        <caption id={captionId} className="sr-only">
          {t('table.caption')}
        </caption>
        <thead>
          <tr className="text-sm text-muted">
            {columns.map((column) => (
              <th key={column} scope="col" className="pr-4 pb-2 font-semibold last:pr-0">
                {t(`table.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
