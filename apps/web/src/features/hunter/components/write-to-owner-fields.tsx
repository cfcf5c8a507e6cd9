import { zodResolver } from '@hookform/resolvers/zod';
import { messageInputSchema } from '@ritrova/shared';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { conversationPath } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-error';
import { useStartHuntConversationMutation } from '../api/start-hunt-conversation';

/** The message box of `WriteToOwnerForm`, loaded when it is first opened (react-hook-form, zod). */
export function WriteToOwnerFields({ theftReportId, formId, open, onCancel }: { theftReportId: string; formId: string; open: boolean; onCancel: () => void }) {
  const { t } = useTranslation('hunter');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const start = useStartHuntConversationMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(messageInputSchema), defaultValues: { body: '' } });

  // Opening the form takes the keyboard to the message box.
  useEffect(() => {
    if (open) setFocus('body');
  }, [open, setFocus]);

  const onSubmit = handleSubmit(({ body }) =>
    start.mutate(
      { theftReportId, body },
      {
        onSuccess: (conversation) => void navigate(conversationPath(conversation.id)),
        onError: (err) => applyServerFieldErrors(err, setError, ['body'] as const),
      },
    ),
  );

  const handledOnField = isApiError(start.error) && start.error.fields.some((field) => field.field === 'body');
  return (
    <form id={formId} hidden={!open} onSubmit={onSubmit} noValidate className="mt-3 grid gap-3">
      {start.isError && !handledOnField && <FormError error={start.error} />}
      <TextareaField label={t('write.label')} hint={t('write.hint')} rows={3} error={errorText(errors.body?.message)} {...register('body')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={start.isPending}>
          {start.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-4" />}
          {t('write.submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('write.cancel')}
        </Button>
      </div>
    </form>
  );
}
