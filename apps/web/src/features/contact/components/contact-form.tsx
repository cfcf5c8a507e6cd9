import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessageInput, contactLimits, contactMessageSchema } from '@ritrova/shared';
import { Send } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n/i18n';
import { translateKey } from '@/lib/translate-key';
import { useSendContactMessageMutation } from '../api/send-contact-message';

type ContactFields = 'name' | 'email' | 'message';
const fields: readonly ContactFields[] = ['name', 'email', 'message'];

/** The most characters each field takes (`validation.max_length_count` takes a count). */
const maxLengths: Record<ContactFields, number | undefined> = {
  name: contactLimits.nameMaxLength,
  email: undefined,
  message: contactLimits.messageMaxLength,
};

const emptyMessage: ContactMessageInput = { name: '', email: '', message: '', website: '' };

/**
 * The contact form (spec §5): name, e-mail (format checked) and message, all
 * required and nothing else asked, checked with the API's own schema; the button
 * is disabled while sending. A hidden `website` field traps bots (and the API
 * limits messages per client address). Used on /contact and on the home page.
 */
export function ContactForm({ className }: { className?: string }) {
  const { t } = useTranslation(['contact', 'validation', 'errors']);
  const send = useSendContactMessageMutation();
  const trapId = useId();
  const signedInEmail = useRef<string | null>(null);
  signedInEmail.current = useAuth().user?.email ?? null;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    // Signed in: the account's address stands in for the field the form does not show.
    resolver: (values, context, options) =>
      zodResolver(contactMessageSchema)({ ...values, ...(signedInEmail.current && { email: signedInEmail.current }) }, context, options),
    defaultValues: emptyMessage,
  });

  /** A field's error in the visitor's language; a length error names its bound. */
  const errorText = (field: ContactFields): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    const count = message.endsWith('max_length_count') ? maxLengths[field] : undefined;
    return translateKey(t, message, message, count === undefined ? {} : { count });
  };

  // A signed-in visitor is never asked for an e-mail Ritrova has (issue #27): the answer goes to their account's.
  const { user } = useAuth();
  const onSubmit = handleSubmit((values) => {
    send.mutate(
      { ...values, ...(user && { email: user.email }), language: currentLanguage() },
      {
        onSuccess: () => reset(emptyMessage),
        onError: (error) => {
          applyServerFieldErrors(error, setError, fields);
        },
      },
    );
  });

  const fieldErrorsFromServer = send.isError && fields.some((field) => errors[field]?.type === 'server');

  return (
    <form onSubmit={onSubmit} noValidate className={cn('grid gap-5', className)}>
      {send.isSuccess && <Alert tone="success">{t('form.success')}</Alert>}
      {send.isError && !fieldErrorsFromServer && <Alert tone="error">{t('form.failure')}</Alert>}
      <TextField label={t('form.name')} autoComplete="name" required error={errorText('name')} {...register('name')} />
      {user ? (
        <p className="text-sm text-muted">{t('form.signed_in_email', { email: user.email })}</p>
      ) : (
        <TextField label={t('form.email')} type="email" autoComplete="email" inputMode="email" required error={errorText('email')} {...register('email')} />
      )}
      <TextareaField
        label={t('form.message')}
        rows={6}
        required
        hint={t('form.message_hint', { count: contactLimits.messageMaxLength })}
        error={errorText('message')}
        {...register('message')}
      />
      {/* NOTE: a spam trap. People never see or reach it; bots that fill every field do. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={trapId}>{t('form.website')}</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-5" />}
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
