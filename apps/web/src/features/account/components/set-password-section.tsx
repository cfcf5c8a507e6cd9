import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useSendPasswordLinkMutation } from '../api/send-password-link';

/**
 * An account opened with Google has no password to change. It can get one
 * through the same mailed link as a forgotten password: the link proves the
 * mailbox, and the password then works beside Google.
 */
export function SetPasswordSection() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const send = useSendPasswordLinkMutation(user?.email ?? '');
  return (
    <div className="grid max-w-lg gap-4">
      <p className="text-ink">{t('set_password.text')}</p>
      <FormError error={send.error} />
      {send.isSuccess ? (
        <Alert tone="success">{t('set_password.sent', { email: user?.email })}</Alert>
      ) : (
        <div>
          <Button onClick={() => send.mutate()} disabled={send.isPending}>
            {send.isPending && <ButtonSpinner />}
            {t('set_password.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
