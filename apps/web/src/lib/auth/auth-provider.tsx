import { timings } from '@ritrova/shared';
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';
import { useHydrated } from '../hydration';
import { i18n } from '../i18n/i18n';
import { hasChosenLanguage } from '../i18n/use-language';
import { ServerPageDataContext } from '../page-data';
import { readServerRenderData } from '../server-render-data';
import { getMe, isTwoFactorChallenge, loginRequest, logoutRequest, registerRequest } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { isTokenExpiring } from './jwt';
import { loginPath } from './redirect';
import { sessionStore, tokenStorageKey } from './session-store';

function adoptProfileLanguage(language: string) {
  // A language picked on this device wins; otherwise the profile's language applies.
  if (!hasChosenLanguage() && i18n.language !== language) void i18n.changeLanguage(language);
}

const currentPath = () => window.location.pathname + window.location.search;

/**
 * Holds the signed-in session: restored from localStorage at start, confirmed
 * with `GET /api/users/me`, refreshed before the access token lapses (checked
 * every 60 s), and ended by logout, account deletion or a failed refresh.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  // A page the server rendered is hydrated as the server saw it — nobody signed in, or the owner its refresh cookie
  // named (a signed-in page rendered for her, issue #27 item 6) — then shows the stored session.
  const hydrated = useHydrated();
  const serverUser = (useContext(ServerPageDataContext) ?? readServerRenderData())?.signedIn?.user ?? null;
  const stored = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
  // Rendered for her by her refresh cookie, with no session stored in this browser (Safari drops a site's storage
  // after days away; its cookie stays): her access token is asked for with that cookie, and the page stays hers
  // meanwhile — signed out only if the server refuses it.
  const [adopting, setAdopting] = useState(() => serverUser !== null && sessionStore.get() === null);
  const session = hydrated ? (stored ?? (adopting && serverUser ? { token: '', user: serverUser } : null)) : serverUser && { token: '', user: serverUser };
  // With a stored session we are "loading" until the server confirms it — unless the server has just rendered the
  // page for the same person (the check still runs, its answer came with the page).
  const [confirming, setConfirming] = useState(() => {
    const start = sessionStore.get();
    return start !== null && start.user.id !== serverUser?.id;
  });
  // True between a deliberate sign-out and the arrival on its target page. The router
  // commits navigations in a transition, so the guarded page can still render once
  // without a session; it must not redirect to /login?redirectUrl=… meanwhile.
  const [leaving, setLeaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a committed navigation ends the sign-out.
  useEffect(() => setLeaving(false), [locationKey]);

  const status: AuthStatus = !hydrated ? (serverUser ? 'authenticated' : 'anonymous') : confirming ? 'loading' : session ? 'authenticated' : 'anonymous';

  const leave = useCallback(
    async (to: string) => {
      setLeaving(true);
      // Clearing the session also empties the query cache (lib/query-client.ts follows the session).
      sessionStore.clear();
      await navigate(to, { replace: true });
    },
    [navigate],
  );

  // The API client clears the session when a refresh fails; the user signs in again and comes back here.
  useEffect(() => apiClient.onSessionEnd(() => void navigate(loginPath(currentPath()), { replace: true })), [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at start, for the page the server rendered.
  useEffect(() => {
    if (!adopting) return;
    void apiClient.refreshSession(null).finally(() => setAdopting(false));
  }, []);

  useEffect(() => {
    if (!sessionStore.get()) return;
    let cancelled = false;
    getMe({ redirectOnSessionEnd: false })
      .then((user) => {
        if (!cancelled) sessionStore.setUser(user);
      })
      .catch((err: unknown) => {
        // Offline or a server hiccup keeps the stored session; only a rejected session ends it.
        if (isApiError(err) && err.status === 401) sessionStore.clear();
      })
      .finally(() => {
        if (!cancelled) setConfirming(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signedIn = session !== null;
  useEffect(() => {
    if (!signedIn) return;
    const check = async () => {
      const token = sessionStore.getToken();
      if (!token || !isTokenExpiring(token, Date.now(), timings.tokenCheckMs)) return;
      if (await apiClient.refreshSession()) return;
      sessionStore.clear();
      await navigate(loginPath(currentPath()), { replace: true });
    };
    const timer = window.setInterval(() => void check(), timings.tokenCheckMs);
    return () => window.clearInterval(timer);
  }, [signedIn, navigate]);

  // Another tab signing in or out changes the same storage.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === tokenStorageKey) sessionStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: session?.user ?? null,
      leaving,
      async login(input) {
        const result = await loginRequest(input);
        if (isTwoFactorChallenge(result)) return { challenge: result.challenge };
        sessionStore.set({ token: result.token, user: result.user });
        adoptProfileLanguage(result.user.language);
        return { user: result.user };
      },
      async register(input) {
        const result = await registerRequest(input);
        sessionStore.set({ token: result.token, user: result.user });
        return result.user;
      },
      async logout() {
        try {
          await logoutRequest();
        } catch {
          // The local session ends anyway; the server forgets the refresh token when it expires.
        }
        await leave('/login');
      },
      endSession: leave,
      setSession(token, user) {
        sessionStore.set({ token, user });
      },
      setUser(user) {
        sessionStore.setUser(user);
      },
      async refreshUser() {
        if (!sessionStore.get()) return null;
        const user = await getMe();
        sessionStore.setUser(user);
        return user;
      },
    }),
    [status, session, leaving, leave],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
