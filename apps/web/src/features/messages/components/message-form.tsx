import { zodResolver } from '@hookform/resolvers/zod';
import { messageInputSchema } from '@ritrova/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSendMessageMutation } from '../api/send-message';

/** What sends a message: the signed-in side's mutation, or the anonymous finder's (issue #27). */
export interface MessageSender {
  mutate: (body: string, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A reply in a signed-in conversation. */
export function MessageForm({ conversationId }: { conversationId: string }) {
  return <MessageFormWith send={useSendMessageMutation(conversationId)} />;
}

/** A reply, 1–2000 characters; Ctrl/⌘+Enter sends. A rate limit or a block is said in words. */
export function MessageFormWith({ send }: { send: MessageSender }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(messageInputSchema), defaultValues: { body: '' } });

  const onSubmit = handleSubmit(({ body }) => send.mutate(body, { onSuccess: () => reset() }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextareaField
        label={t('form.label')}
        hint={t('form.hint')}
        rows={3}
        maxLength={2000}
        required
        error={errorText(errors.body?.message)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void onSubmit();
          }
        }}
        {...register('body')}
      />
      {send.isError && (
        <Alert tone="error" title={t('form.failed')}>
          {apiErrorText(send.error)}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-4" />}
          {t('form.send')}
        </Button>
      </div>
    </form>
  );
}
