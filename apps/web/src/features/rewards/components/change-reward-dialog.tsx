import { zodResolver } from '@hookform/resolvers/zod';
import type { Reward } from '@ritrova/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useUpdateRewardMutation } from '../api/update-reward';
import { type ChangeRewardFormOutput, type ChangeRewardFormValues, changeRewardFormSchema } from '../change-reward-form';

/** An unpaid reward can still be changed; 0 withdraws it (the bike stays reported stolen). */
export function ChangeRewardDialog({ bikeId, reward }: { bikeId: string; reward: Reward }) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const update = useUpdateRewardMutation();
  const current = String(reward.amountCents / 100);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeRewardFormValues, unknown, ChangeRewardFormOutput>({ resolver: zodResolver(changeRewardFormSchema), defaultValues: { reward: current } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) reset({ reward: current });
    else update.reset();
  };

  const onSubmit = handleSubmit(({ reward: euros }) =>
    update.mutate(
      { bikeId, reward: euros },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(euros === 0 ? t('change.withdrawn') : t('change.done'));
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          {t('change.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('change.title')} description={t('change.text')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            label={t('change.amount')}
            hint={t('change.withdraw_hint')}
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            required
            error={errorText(errors.reward?.message)}
            {...register('reward')}
          />
          <ConfirmActions
            error={update.isError && apiErrorText(update.error)}
            errorTitle={t('change.failed')}
            cancelLabel={t('change.cancel')}
            confirmLabel={t('change.confirm')}
            pending={update.isPending}
            variant="primary"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
