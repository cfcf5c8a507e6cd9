import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { apiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { useAdoptSession } from '../hooks/use-adopt-session';
import { GoogleCallbackError } from './google-callback-error';

/**
 * `status=ok`: the API has set the refresh cookie; exchange it for an access
 * token exactly as a reload does, then go on.
 */
export function GoogleSessionStart({ next }: { next: string | null }) {
  const { t } = useTranslation('google');
  const adopt = useAdoptSession(next);
  // NOTE: adopting changes the auth context (and so `adopt`); the exchange must still run once.
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void apiClient.refreshSession().then(async (token) => {
      const session = sessionStore.get();
      if (cancelled) return;
      if (token && session) await adoptRef.current(session.token, session.user);
      else setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (failed) return <GoogleCallbackError code="session_failed" />;
  return <Spinner label={t('callback.signing_in')} />;
}
