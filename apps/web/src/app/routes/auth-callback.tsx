import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GoogleCallbackError } from '@/features/auth/components/google-callback-error';
import { GoogleLinkForm } from '@/features/auth/components/google-link-form';
import { GoogleSessionStart } from '@/features/auth/components/google-session-start';
import { GoogleSignupForm } from '@/features/auth/components/google-signup-form';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { safeRedirect } from '@/lib/auth/redirect';
import { paths } from '../paths';

/**
 * Spec §2 `/auth/callback`: where the API sends the browser back from Google,
 * with `status` ok, signup, link or error. The ticket of signup and link comes
 * in the fragment; it is read once and taken out of the address bar.
 */
export function Component() {
  const { t } = useTranslation('google');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [ticket] = useState(() => new URLSearchParams(location.hash.slice(1)).get('ticket'));
  const status = searchParams.get('status');
  const next = safeRedirect(searchParams.get('next'));

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  if (status === 'signup' && ticket) {
    return (
      <AuthLayout title={t('signup.title')}>
        <GoogleSignupForm ticket={ticket} next={next} />
      </AuthLayout>
    );
  }
  if (status === 'two_factor' && ticket) {
    return (
      <AuthLayout title={t('callback.title')}>
        <TwoFactorStep challenge={ticket} next={next} onRestart={() => void navigate(paths.login, { replace: true })} />
      </AuthLayout>
    );
  }
  if (status === 'link' && ticket) {
    return (
      <AuthLayout title={t('link.title')}>
        <GoogleLinkForm ticket={ticket} next={next} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={status === 'ok' ? t('callback.title') : t('error.title')}>
      {status === 'ok' ? <GoogleSessionStart next={next} /> : <GoogleCallbackError code={searchParams.get('code')} />}
    </AuthLayout>
  );
}
