import type { Hunt } from '@ritrova/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { toast } from '@/lib/toast';
import { useDeclineHuntMutation } from '../api/decline-hunt';

/**
 * Declining without a confirmation: the hunt disappears at once and a toast offers
 * to undo. The decline is only sent when that toast closes (or the page is left),
 * so "undo" really undoes it; there is no endpoint to take a decline back.
 */
export function useDeclineWithUndo(userId: string) {
  const { t } = useTranslation('hunter');
  const errorText = useApiErrorText();
  const { mutateAsync } = useDeclineHuntMutation(userId);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  /** Declines not sent yet, with the toast that can still undo each. */
  const pending = useRef(new Map<string, string | number>());

  const setShown = (id: string, shown: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = (id: string) => {
    if (!pending.current.delete(id)) return;
    mutateAsync(id).catch((err: unknown) => {
      setShown(id, true);
      toast.error(t('hunts.decline_failed', { reason: errorText(err) }));
    });
  };

  const undo = (id: string) => {
    if (!pending.current.delete(id)) return;
    setShown(id, true);
  };

  const decline = (hunt: Hunt) => {
    const id = hunt.theftReportId;
    if (pending.current.has(id)) return;
    setShown(id, false);
    const toastId = toast(t('hunts.declined', { name: hunt.bike.name }), {
      action: { label: t('hunts.undo'), onClick: () => undo(id) },
      onAutoClose: () => send(id),
      onDismiss: () => send(id),
    });
    pending.current.set(id, toastId);
  };

  // Leaving the page sends what is still pending and closes its toasts: an undo offered
  // for a list no longer on screen would promise what it cannot keep.
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    const declines = pending.current;
    return () => {
      for (const [id, toastId] of [...declines]) {
        sendRef.current(id);
        toast.dismiss(toastId);
      }
    };
  }, []);

  return { hidden, decline };
}
