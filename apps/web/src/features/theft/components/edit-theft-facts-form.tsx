import { zodResolver } from '@hookform/resolvers/zod';
import type { TheftFacts } from '@ritrova/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiErrorText } from '@/components/form/form-error';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { toast } from '@/lib/toast';
import { useEditTheftFactsMutation } from '../api/theft-facts';
import { refineTheftFacts, theftFactsBody, theftFactsFormObject, theftFactsFormValues } from '../theft-facts';
import { TheftDetailsFields, type TheftFormValues, WhenWhereFields } from './theft-facts-fields';

/** The edit: the same fields as the report's first two steps (the reward has its own panel). */
const editTheftFactsSchema = theftFactsFormObject.extend({ reward: z.string() }).superRefine(refineTheftFacts);

/** The form of the facts' edit dialog, loaded when it is about to open; mounted while it is open (each opening starts from the facts). */
export function EditTheftFactsForm({ bikeId, facts, onClose }: { bikeId: string; facts: TheftFacts; onClose: () => void }) {
  const { t } = useTranslation('theft');
  const apiErrorText = useApiErrorText();
  const edit = useEditTheftFactsMutation();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TheftFormValues>({ resolver: zodResolver(editTheftFactsSchema), defaultValues: { ...theftFactsFormValues(facts, new Date()), reward: '' } });
  const place = watch('place');

  const onSubmit = handleSubmit(({ reward: _unused, ...values }) =>
    edit.mutate(
      { bikeId, facts: theftFactsBody(values) },
      {
        onSuccess: () => {
          toast.success(t('facts.saved'));
          onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="theft-facts-edit-when">
        <h3 id="theft-facts-edit-when" className="text-base font-bold text-ink">
          {t('report.step_when_where')}
        </h3>
        <WhenWhereFields
          register={register}
          errors={errors}
          place={place}
          onPlace={(next) => setValue('place', next, { shouldDirty: true, shouldValidate: true })}
        />
      </section>
      <section className="grid gap-3" aria-labelledby="theft-facts-edit-details">
        <h3 id="theft-facts-edit-details" className="text-base font-bold text-ink">
          {t('report.step_details')}
        </h3>
        <TheftDetailsFields register={register} errors={errors} />
      </section>
      <ConfirmActions
        error={edit.isError && apiErrorText(edit.error)}
        errorTitle={t('facts.save_failed')}
        cancelLabel={t('report.cancel')}
        confirmLabel={t('facts.save')}
        pending={edit.isPending}
        variant="primary"
      />
    </form>
  );
}
