import type { AuditLogEntry } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminUserPath } from '@/app/paths';
import { DataTable, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { isOneOf } from '@/lib/translate-key';
import { cell } from './shared';

/** The kinds of record the audit log names in words (`audit.target_types`); any other shows as recorded. */
const namedTargetTypes = ['user', 'tag', 'payout', 'dispute'] as const;

const columns = ['when', 'who', 'action', 'target', 'changes'] as const;

const asJson = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** One change's target; a user links to their page. */
function Target({ entry }: { entry: AuditLogEntry }) {
  if (entry.targetType === 'user' && entry.targetId) {
    return (
      <Link to={adminUserPath(entry.targetId)} className="font-mono break-all text-brand-800 underline underline-offset-4">
        {entry.targetId}
      </Link>
    );
  }
  return <span className="font-mono break-all">{entry.targetId ?? '—'}</span>;
}

/** The log, newest first; the record before and after each change opens in its own disclosure. */
export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  const { t } = useTranslation('adminUsers');
  const format = useFormat();
  return (
    <DataTable
      caption={t('audit.caption')}
      columns={columns.map((key) => ({ key, label: t(`audit.columns.${key}`) }))}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth="56rem"
      small
      renderRow={(entry) => (
        <tr className={tableRow}>
          <th scope="row" className={cn(cell, 'text-left font-normal whitespace-nowrap text-ink')}>
            {format.dateTime(entry.createdAt)}
          </th>
          <td className={cn(cell, 'text-ink')}>
            <Link to={adminUserPath(entry.actor.id)} className="block font-semibold break-words text-brand-800 underline underline-offset-4">
              {entry.actor.name || entry.actor.email}
            </Link>
            <span className="block break-all text-muted">{entry.actor.email}</span>
          </td>
          <td className={cn(cell, 'font-mono break-all text-ink')}>{entry.action}</td>
          <td className={cn(cell, 'text-ink')}>
            <span className="block">{isOneOf(namedTargetTypes, entry.targetType) ? t(`audit.target_types.${entry.targetType}`) : entry.targetType}</span>
            <Target entry={entry} />
          </td>
          <td className={cn(cell, 'pr-0 text-ink')}>
            <details>
              <summary className="cursor-pointer font-semibold text-brand-800">{t('audit.details')}</summary>
              <div className="mt-2 grid gap-2">
                <div>
                  <p className="font-semibold">{t('audit.before')}</p>
                  <pre className="max-w-xs rounded-lg bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap">{asJson(entry.before)}</pre>
                </div>
                <div>
                  <p className="font-semibold">{t('audit.after')}</p>
                  <pre className="max-w-xs rounded-lg bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap">{asJson(entry.after)}</pre>
                </div>
              </div>
            </details>
          </td>
        </tr>
      )}
    />
  );
}
