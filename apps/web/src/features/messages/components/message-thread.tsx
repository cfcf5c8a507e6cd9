import type { Message, RoleBadge as RoleBadgeKind } from '@ritrova/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/role-badge';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { incomingSince, sortMessages } from '../thread';

/**
 * The messages, oldest first, mine on the right and labelled "You" (the side is
 * never told by colour alone). New messages from the other side, found by the
 * 15 s poll, are read out by a polite live region; the box scrolls to the latest.
 */
export function MessageThread({
  messages,
  counterpart,
  counterpartBadge = null,
}: {
  messages: Message[];
  counterpart: string;
  counterpartBadge?: RoleBadgeKind;
}) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const headingId = useId();
  const scroller = useRef<HTMLElement>(null);
  const known = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sorted = sortMessages(messages);

  useEffect(() => {
    // The thread as first loaded is not news; only what arrives afterwards is announced.
    if (known.current) {
      const incoming = incomingSince(known.current, messages);
      if (incoming.length > 0) {
        setAnnouncement(incoming.map((message) => t('thread.new_message', { name: counterpart, body: message.body })).join(' '));
      }
    }
    known.current = new Set(messages.map((message) => message.id));
  }, [messages, counterpart, t]);

  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the number of messages changes.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  return (
    <div className="grid gap-2">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('thread.heading')}
      </h2>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
        tabIndex={0}
        aria-labelledby={headingId}
        className="max-h-[60vh] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        {sorted.length === 0 ? (
          <p className="p-2 text-sm text-muted">{t('thread.empty')}</p>
        ) : (
          <ol className="grid gap-3">
            {sorted.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'grid max-w-[85%] gap-1 rounded-2xl border px-4 py-2',
                  message.mine ? 'justify-self-end border-brand-200 bg-brand-50' : 'justify-self-start border-slate-200 bg-white',
                )}
              >
                <p className="text-xs font-semibold text-ink">
                  {message.mine ? t('thread.you') : counterpart}
                  {!message.mine && <RoleBadge badge={counterpartBadge} />}
                </p>
                <p className="text-sm break-words whitespace-pre-wrap text-ink">{message.body}</p>
                <p className="text-xs text-muted">
                  <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
