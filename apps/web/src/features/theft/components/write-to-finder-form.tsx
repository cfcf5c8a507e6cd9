import { zodResolver } from '@hookform/resolvers/zod';
import { messageInputSchema, type Sighting } from '@ritrova/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { conversationPath } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { useStartConversationMutation } from '../api/start-conversation';

/** The message form of the owner's first message to a finder, loaded when its dialog is about to open; mounted while it is open. */
export function WriteToFinderForm({ bikeId, sighting }: { bikeId: string; sighting: Sighting }) {
  const { t } = useTranslation('theft');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const start = useStartConversationMutation(bikeId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(messageInputSchema), defaultValues: { body: '' } });

  const onSubmit = handleSubmit(({ body }) =>
    start.mutate({ sightingId: sighting.id, body }, { onSuccess: (conversation) => void navigate(conversationPath(conversation.id)) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextareaField
        label={t('sightings.write_message')}
        hint={t('sightings.write_hint')}
        rows={5}
        maxLength={2000}
        required
        error={errorText(errors.body?.message)}
        {...register('body')}
      />
      {start.isError && (
        <Alert tone="error" title={t('sightings.write_failed')}>
          {apiErrorText(start.error)}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('sightings.write_cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-4" />}
          {t('sightings.write_send')}
        </Button>
      </div>
    </form>
  );
}
