import type { AdminTheftDetail } from '@ritrova/shared';
import { Scale } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useResolveDisputeMutation } from '../api/resolve-dispute';
import { parseEuroCents } from '../euro-input';

type Outcome = 'hunter' | 'owner' | 'split';

/**
 * "Risolvi": the operator decides an open dispute — pay the Hunter, refund the
 * owner, or split the Hunter's share (the Hunter's part typed in euros, more
 * than 0 and less than the share). Paying or splitting needs a credited Hunter.
 */
export function ResolveDisputeDialog({ theft }: { theft: AdminTheftDetail }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const apiErrorText = useApiErrorText();
  const groupId = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('hunter');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const resolve = useResolveDisputeMutation();
  const dispute = theft.disputeDetail;
  if (!dispute?.open) return null;
  const share = theft.hunterShareCents;
  const hasHunter = theft.returnedBy !== null && share > 0;
  const choices: Outcome[] = hasHunter ? ['hunter', 'owner', 'split'] : ['owner'];
  const chosen = choices.includes(outcome) ? outcome : 'owner';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      resolve.reset();
      setAmount('');
      setNote('');
      setAmountError(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let hunterCents: number | undefined;
    if (chosen === 'split') {
      const cents = parseEuroCents(amount);
      if (cents === null || cents <= 0 || cents >= share) {
        setAmountError(t('resolve.split_invalid', { max: format.cents(share) }));
        return;
      }
      hunterCents = cents;
    }
    setAmountError(undefined);
    resolve.mutate(
      { disputeId: dispute.id, outcome: chosen, hunterCents, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('resolve.done'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Scale aria-hidden="true" className="size-4" />
          {t('resolve.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('resolve.title', { bike: theft.bike.name })} description={t('resolve.text', { reward: format.cents(theft.reward.cents) })}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2" aria-describedby={hasHunter ? undefined : `${groupId}-nohunter`}>
            <legend className="text-sm font-semibold text-ink">{t('resolve.choice')}</legend>
            {choices.map((value) => (
              <label key={value} className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm text-ink has-[:checked]:border-brand-700">
                <input
                  type="radio"
                  name={`${groupId}-outcome`}
                  value={value}
                  checked={chosen === value}
                  onChange={() => setOutcome(value)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold">{t(`resolve.${value}`)}</span>
                  <span className="block text-muted">
                    {t(`resolve.${value}_hint`, { share: format.cents(share), name: theft.returnedBy?.displayName ?? '' })}
                  </span>
                </span>
              </label>
            ))}
            {!hasHunter && (
              <p id={`${groupId}-nohunter`} className="text-sm text-muted">
                {t('resolve.no_hunter')}
              </p>
            )}
          </fieldset>
          {chosen === 'split' && (
            <TextField
              label={t('resolve.hunter_part')}
              hint={t('resolve.hunter_part_hint', { max: format.cents(share) })}
              inputMode="decimal"
              autoComplete="off"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={amountError}
            />
          )}
          <TextareaField label={t('resolve.note')} rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
          <ConfirmActions
            error={resolve.isError && apiErrorText(resolve.error)}
            errorTitle={t('resolve.failed')}
            cancelLabel={t('resolve.cancel')}
            confirmLabel={t('resolve.confirm')}
            pending={resolve.isPending}
            variant="primary"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
