import { type GoogleErrorCode, googleErrorCodes } from '@ritrova/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';

/** Spec §2: the error is read for a few seconds, then the sign-in page returns. */
const SECONDS_BEFORE_LOGIN = 3;

type ShownError = GoogleErrorCode | 'session_failed';

function shownError(code: string | null): ShownError {
  if (code === 'session_failed') return code;
  return (googleErrorCodes as readonly string[]).includes(code ?? '') ? (code as GoogleErrorCode) : 'provider_error';
}

/** `status=error`: what went wrong, a countdown back to /login, and a link to go now. */
export function GoogleCallbackError({ code }: { code: string | null }) {
  const { t } = useTranslation('google');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(SECONDS_BEFORE_LOGIN);

  useEffect(() => {
    if (secondsLeft <= 0) {
      void navigate(paths.login, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <div className="grid gap-4">
      <Alert tone="error">{t(`error.${shownError(code)}`)}</Alert>
      <p className="text-sm text-muted" aria-live="polite">
        {t('error.redirecting', { count: Math.max(secondsLeft, 0) })}
      </p>
      <Link to={paths.login} replace className="font-semibold text-brand-800 underline underline-offset-4">
        {t('error.go_now')}
      </Link>
    </div>
  );
}
