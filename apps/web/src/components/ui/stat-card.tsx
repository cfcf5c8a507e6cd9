import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One figure of an overview (dashboard, Hunter area, admin): a label, the figure and, optionally,
 * details underneath, as its own description list. With an icon it is the compact card of a
 * four-figure row (the icon hidden on a phone); with `tone="warning"` its border turns red.
 */
export function StatCard({ label, value, details, icon, tone }: { label: string; value: ReactNode; details?: ReactNode; icon?: ReactNode; tone?: 'warning' }) {
  return (
    <div
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm',
        icon !== undefined && 'flex items-center gap-4 sm:p-5',
        tone === 'warning' ? 'border-red-300' : 'border-slate-200',
      )}
    >
      {icon !== undefined && (
        <span aria-hidden="true" className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
          {icon}
        </span>
      )}
      <dl className={cn(icon === undefined && 'grid content-start gap-1')}>
        <dt className={cn('text-sm text-muted', icon === undefined && 'font-semibold')}>{label}</dt>
        <dd className="text-2xl font-bold break-words text-ink">{value}</dd>
        {details !== undefined && <dd className="text-sm break-words text-ink">{details}</dd>}
      </dl>
    </div>
  );
}
