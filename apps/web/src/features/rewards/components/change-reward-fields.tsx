import { zodResolver } from '@hookform/resolvers/zod';
import type { Reward } from '@ritrova/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useUpdateRewardMutation } from '../api/update-reward';
import { type ChangeRewardFormOutput, type ChangeRewardFormValues, changeRewardFormSchema } from '../change-reward-form';

/** The form of `ChangeRewardDialog`, loaded when the dialog is about to open; mounted while it is open. */
export function ChangeRewardFields({ bikeId, reward, onClose }: { bikeId: string; reward: Reward; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const update = useUpdateRewardMutation();
  const current = String(reward.amountCents / 100);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangeRewardFormValues, unknown, ChangeRewardFormOutput>({ resolver: zodResolver(changeRewardFormSchema), defaultValues: { reward: current } });

  const onSubmit = handleSubmit(({ reward: euros }) =>
    update.mutate(
      { bikeId, reward: euros },
      {
        onSuccess: () => {
          onClose();
          toast.success(euros === 0 ? t('change.withdrawn') : t('change.done'));
        },
      },
    ),
  );

  return (
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
  );
}
