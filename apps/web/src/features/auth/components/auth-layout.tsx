import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The centred card every sign-in and recovery page sits in. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <title>{`${title} · Ritrova`}</title>
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mx-auto mt-6 max-w-lg text-center text-sm text-muted">{footer}</div>}
    </div>
  );
}
