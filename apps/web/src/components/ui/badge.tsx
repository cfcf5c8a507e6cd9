import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'green' | 'yellow' | 'red' | 'gray' | 'blue';

const tones: Record<Tone, string> = {
  green: 'bg-brand-100 text-brand-900',
  yellow: 'bg-amber-100 text-amber-950',
  red: 'bg-red-100 text-red-900',
  gray: 'bg-slate-100 text-slate-800',
  blue: 'bg-sky-100 text-sky-900',
};

export function Badge({ tone = 'gray', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}>{children}</span>;
}
