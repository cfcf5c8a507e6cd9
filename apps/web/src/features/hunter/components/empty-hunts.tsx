import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, with a way on when there is one. */
export function EmptyHunts({ Icon, text, action }: { Icon: LucideIcon; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted" />
      <p className="max-w-md text-ink">{text}</p>
      {action}
    </div>
  );
}
