import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One figure of the overview, with its details underneath. */
export function StatCard({ label, value, details, tone }: { label: string; value: ReactNode; details?: ReactNode; tone?: 'warning' }) {
  return (
    <div className={cn('grid content-start gap-1 rounded-2xl border bg-white p-4 shadow-sm', tone === 'warning' ? 'border-red-300' : 'border-slate-200')}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-2xl font-bold break-words text-ink">{value}</dd>
      {details && <dd className="text-sm break-words text-ink">{details}</dd>}
    </div>
  );
}
