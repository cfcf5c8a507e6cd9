import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Button, buttonClasses } from '@/components/ui/button';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { homePath } from '@/lib/auth/redirect';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useResendVerificationMutation } from '../api/resend-verification';
import { useVerifyEmailQuery } from '../api/verify-email';

function ResendButton() {
  const { t } = useTranslation('auth');
  const errorText = useApiErrorText();
  const resend = useResendVerificationMutation();
  return (
    <Button
      variant="secondary"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () => toast.success(t('verify.resent')),
          onError: (err) => toast.error(errorText(err)),
        })
      }
    >
      {resend.isPending && <ButtonSpinner />}
      {t('verify.resend')}
    </Button>
  );
}

/** Spec §4: verifying, then verified or failed (missing token, invalid or expired link). */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const { user, status, setUser } = useAuth();
  const verification = useVerifyEmailQuery(token);
  const signedIn = status !== 'anonymous' && user !== null;

  // The stored user still says "not verified"; correct it so the dashboard banner goes away.
  useEffect(() => {
    if (verification.isSuccess && user && !user.emailVerified) setUser({ ...user, emailVerified: true });
  }, [verification.isSuccess, user, setUser]);

  if (token !== null && verification.isPending) {
    return (
      <div className="flex items-center gap-3 text-muted">
        <Spinner label={t('verify.verifying')} />
        <span aria-hidden="true">{t('verify.verifying')}</span>
      </div>
    );
  }

  // A link opened again: the API says the address was verified already; a signed-in, verified user
  // whose link no longer works (replaced, long expired) is told the same, never "verification failed".
  const alreadyVerified = verification.data?.alreadyVerified === true || (verification.isError && signedIn && user.emailVerified);
  if (verification.isSuccess || alreadyVerified) {
    return (
      <div className="text-center" role="status">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h2 className="mt-4 text-xl font-bold text-ink">{alreadyVerified ? t('verify.already_title') : t('verify.success_title')}</h2>
        <p className="mt-2 text-muted">{alreadyVerified ? t('verify.already_text') : t('verify.success_text')}</p>
        <Link to={signedIn && user ? homePath(user) : paths.login} className={buttonClasses('primary', 'md', 'mt-6')}>
          {signedIn ? t('verify.go_dashboard') : t('verify.go_login')}
        </Link>
      </div>
    );
  }

  return (
    <div className="text-center" role="alert">
      <CircleX aria-hidden="true" className="mx-auto size-14 text-red-700" />
      <h2 className="mt-4 text-xl font-bold text-ink">{t('verify.failed_title')}</h2>
      <p className="mt-2 text-muted">{token === null ? t('verify.token_missing') : t('verify.token_invalid')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {signedIn ? (
          <ResendButton />
        ) : (
          <Link to={paths.login} className={buttonClasses('primary')}>
            {t('verify.login_to_resend')}
          </Link>
        )}
      </div>
    </div>
  );
}
