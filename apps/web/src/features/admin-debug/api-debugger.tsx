import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bug, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { useDebugRequestMutation } from './api/send-debug-request';
import { DebugAnswerView } from './components/debug-answer';
import { type DebugDraft, DebugRequestForm } from './components/debug-request-form';

const firstDraft: DebugDraft = { method: 'GET', path: '/api', body: '' };

/**
 * The admins' floating API debugger (spec §2, §7): a button in the header (where it
 * covers nothing, on a phone or a desktop; issue #19) opens a panel floating at the
 * top right that calls any /api endpoint with the admin's token.
 *
 * NOTE: the panel is a non-modal dialog that stays open while the admin uses the
 * page behind it (a debugger is read beside the screen it explains); Escape, the
 * close button or the button again close it, and focus returns to the button.
 */
export function ApiDebugger() {
  const { t } = useTranslation('adminDebug');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(firstDraft);
  const request = useDebugRequestMutation();

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen} modal={false}>
      <DialogPrimitive.Trigger
        className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-slate-100 aria-expanded:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        title={t('toggle')}
      >
        <Bug aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">{t('toggle')}</span>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-[4.5rem] right-2 z-50 grid max-h-[calc(100dvh-5rem)] w-[calc(100vw-1rem)] max-w-lg gap-4 overflow-y-auto rounded-2xl border border-slate-300 bg-white p-4 shadow-2xl focus:outline-none sm:right-3 sm:p-5"
        >
          <div className="pr-10">
            <DialogPrimitive.Title className="text-lg font-bold text-ink">{t('title')}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1 text-sm text-muted">{t('description')}</DialogPrimitive.Description>
          </div>
          <DebugRequestForm draft={draft} onDraftChange={setDraft} onSend={(call) => request.mutate(call)} sending={request.isPending} />
          <p role="status" className="sr-only">
            {request.data && !request.isPending ? t('answer.announce', { status: request.data.status, ms: request.data.durationMs }) : ''}
          </p>
          <FormError error={request.error} />
          {request.data && <DebugAnswerView answer={request.data} />}
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            aria-label={t('close')}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
