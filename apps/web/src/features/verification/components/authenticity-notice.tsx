import type { ScanAuthenticity } from '@ritrova/shared';
import { ShieldCheck, ShieldOff, ShieldQuestionMark, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const looks: Record<ScanAuthenticity, { Icon: typeof ShieldCheck; box: string; role: 'status' | 'alert' }> = {
  authenticated: { Icon: ShieldCheck, box: 'border-brand-300 bg-brand-50 text-brand-950', role: 'status' },
  replayed: { Icon: ShieldQuestionMark, box: 'border-amber-300 bg-amber-50 text-amber-950', role: 'status' },
  forged: { Icon: ShieldX, box: 'border-red-700 bg-red-50 text-red-950', role: 'alert' },
  unauthenticated: { Icon: ShieldOff, box: 'border-slate-300 bg-slate-50 text-ink', role: 'status' },
};

/**
 * What a tap of a secure tag proved (issue #9): verified presence, a link used
 * before, a link no genuine tag made, or a UID read without the tag's signature.
 * Said in words; the colour only repeats it.
 */
export function AuthenticityNotice({ authenticity }: { authenticity: ScanAuthenticity }) {
  const { t } = useTranslation('verify');
  const { Icon, box, role } = looks[authenticity];
  return (
    <section role={role} aria-labelledby="authenticity-title" className={cn('rounded-2xl border-2 p-5', box)}>
      <h2 id="authenticity-title" className="flex items-start gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        {t(`authenticity.${authenticity}.title`)}
      </h2>
      <p className="mt-2">{t(`authenticity.${authenticity}.text`)}</p>
    </section>
  );
}
