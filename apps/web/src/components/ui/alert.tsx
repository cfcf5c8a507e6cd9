import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<Tone, { box: string; Icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: CircleExclamationPoint },
  success: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: CircleCheck },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Info },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', Icon: TriangleExclamationPoint },
};

/** A banner. Errors are announced (role alert); other tones are polite status messages. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
  id,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  id?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start', box, className)}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1 text-sm">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title ? 'mt-1' : undefined)}>{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
