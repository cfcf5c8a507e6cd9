import type { PublicUser } from '@ritrova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginPath } from '@/lib/auth/redirect';
import { useAuth } from '@/lib/auth/use-auth';
import { i18n } from '@/lib/i18n/i18n';
import { hasChosenLanguage } from '@/lib/i18n/use-language';

/**
 * Takes over a session started outside the login form (Google, the second
 * factor) as a password login does (fresh query cache, the profile's language
 * unless one was picked here), and goes to `next` or the persona's home.
 */
export function useAdoptSession(next: string | null) {
  const { setSession } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, user: PublicUser) => {
      queryClient.clear();
      setSession(token, user);
      if (!hasChosenLanguage() && i18n.language !== user.language) void i18n.changeLanguage(user.language);
      await navigate(afterLoginPath(next, user), { replace: true });
    },
    [next, navigate, queryClient, setSession],
  );
}
