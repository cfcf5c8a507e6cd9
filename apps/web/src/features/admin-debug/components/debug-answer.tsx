import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DEBUG_OUTPUT_LIMIT, formatDebugOutput, statusTone } from '../debug-request';
import type { DebugAnswer } from '../debug-sender';

const toneClasses = {
  success: 'bg-brand-50 text-brand-900 border-brand-200',
  redirect: 'bg-sky-50 text-sky-900 border-sky-200',
  error: 'bg-red-50 text-red-900 border-red-200',
} as const;

/** Status, time and the body (pretty-printed, cut at 2000 characters with a note saying so). */
export function DebugAnswerView({ answer }: { answer: DebugAnswer }) {
  const { t } = useTranslation('adminDebug');
  const headingId = useId();
  const output = formatDebugOutput(answer.text);
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t('answer.title')}
      </h3>
      <dl className="flex flex-wrap gap-2 text-sm">
        <div className={cn('flex gap-1.5 rounded-lg border px-2.5 py-1', toneClasses[statusTone(answer.status)])}>
          <dt>{t('answer.status')}</dt>
          <dd className="font-mono font-semibold">{[answer.status, answer.statusText].filter(Boolean).join(' ')}</dd>
        </div>
        <div className="flex gap-1.5 rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-1 text-ink">
          <dt>{t('answer.time')}</dt>
          <dd className="font-mono font-semibold">{t('answer.time_value', { ms: answer.durationMs })}</dd>
        </div>
      </dl>
      {output.text === '' ? (
        <p className="text-sm text-muted">{t('answer.empty')}</p>
      ) : (
        <section
          aria-label={t('answer.body')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that a keyboard can scroll a long answer.
          tabIndex={0}
          className="max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <pre className="font-mono text-xs break-all whitespace-pre-wrap text-slate-100">{output.text}</pre>
        </section>
      )}
      {output.truncated && (
        <p className="text-sm font-medium text-amber-900">{t('answer.truncated', { limit: DEBUG_OUTPUT_LIMIT, total: output.fullLength })}</p>
      )}
    </section>
  );
}
