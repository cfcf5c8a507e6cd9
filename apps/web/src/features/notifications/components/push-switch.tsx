import { BellOff, BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { pushBlocked, turnPushOff, turnPushOn, usePushState } from '@/lib/push/push-subscription';

/**
 * "Notifications on this device": a switch that turns Web Push on or off for this browser, with its
 * state in words (on, off, blocked by the browser, not supported). With it on, a sighting of the
 * user's stolen bike wakes their phone at once (and the mail goes only when the push did not);
 * a Hunter's alerts about thefts near them come the same way. Shown on the dashboard's alerts and in
 * the settings.
 */
export function PushSwitch({ userId, className }: { userId: string; className?: string }) {
  const { t } = useTranslation('notifications');
  const labelId = useId();
  const stateId = useId();
  const { settings, state, setState } = usePushState(userId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const on = state === 'on';
  const usable = state === 'on' || state === 'off';

  const toggle = async () => {
    if (!settings.data) return;
    setBusy(true);
    setProblem(null);
    try {
      if (on) {
        await turnPushOff();
        setState('off');
      } else {
        const outcome = await turnPushOn(settings.data.publicKey);
        if (outcome.ok) setState('on');
        else if (outcome.reason === 'unsupported') setState('unsupported');
        else if (pushBlocked()) setState('blocked');
        // The browser's question was dismissed: still off, and asked again at the next press.
        else setProblem(t('push.not_allowed'));
      }
      await settings.refetch();
    } catch {
      setProblem(t('push.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cn('grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4', className)}>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <p id={labelId} className="flex items-center gap-1.5 font-semibold text-ink">
            {on ? <BellRing aria-hidden="true" className="size-4 text-brand-700" /> : <BellOff aria-hidden="true" className="size-4 text-muted" />}
            {t('push.label')}
          </p>
          <p id={stateId} className="text-sm text-muted" aria-live="polite">
            {t(`push.state.${state}`)}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={stateId}
          disabled={!usable || busy || !settings.data}
          onClick={() => void toggle()}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50',
            on ? 'bg-brand-700' : 'bg-slate-400',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('flex size-7 items-center justify-center rounded-full bg-white shadow transition-transform', on ? 'translate-x-6' : 'translate-x-0')}
          >
            {busy && <ButtonSpinner />}
          </span>
        </button>
      </div>
      <p className="text-sm text-ink">{t('push.what')}</p>
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
