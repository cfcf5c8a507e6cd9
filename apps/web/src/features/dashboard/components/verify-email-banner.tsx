import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useResendVerificationMutation } from '../api/resend-verification';

/** Shown while the address is not verified, with a button that mails a new link. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const errorText = useApiErrorText();
  const resend = useResendVerificationMutation();
  return (
    <Alert
      tone="warning"
      title={t('verify_banner.title')}
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast.success(t('verify_banner.sent', { email })),
              onError: (err) => toast.error(errorText(err)),
            })
          }
        >
          {resend.isPending && <ButtonSpinner />}
          {resend.isSuccess ? t('verify_banner.sent_button') : t('verify_banner.resend')}
        </Button>
      }
    >
      {t('verify_banner.text', { email })}
    </Alert>
  );
}
