import type { ReactNode } from 'react';

/**
 * Labelled facts of one item (a retention rule, a recipient) as a description list: label above
 * value on a phone, side by side from the small breakpoint.
 */
export function FactList({ facts }: { facts: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="mt-3 grid gap-x-5 gap-y-1 sm:grid-cols-[10rem_1fr] sm:gap-y-2">
      {facts.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="mb-2 min-w-0 leading-relaxed break-words text-muted sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
