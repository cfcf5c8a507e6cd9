import type { Language, PublicUser } from '@ritrova/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { AuthContext } from '@/lib/auth/auth-context';
import { catalogues } from '@/locales/catalogues';

/*
 * What the web components' tests render with: the markup a component gives on the server
 * (lazily loaded parts show their fallbacks), inside the app's providers.
 */

/** An i18next instance with the app's catalogues, in `lng`, `ns` its default namespace. */
export async function testI18n(ns: string, lng: Language = 'it'): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: catalogues, ns: [ns], defaultNS: ns, interpolation: { escapeValue: false }, showSupportNotice: false });
  return i18n;
}

/** A complete user (Giulia Bianchi, a bike owner), with `overrides`. */
export function testUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    _id: 'u1',
    nome: 'Giulia',
    cognome: 'Bianchi',
    email: 'giulia@example.com',
    username: null,
    role: 'user',
    persona: 'owner',
    language: 'it',
    emailVerified: true,
    hasPassword: true,
    twoFactorEnabled: false,
    biciclette: [],
    acceptedTermsAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The session of `user` (anonymous without one); every action it offers fails: a render test calls none. */
export function testAuth(user: PublicUser | null): AuthContextValue {
  const never = () => Promise.reject(new Error('not in this test'));
  return {
    status: user ? 'authenticated' : 'anonymous',
    user,
    leaving: false,
    login: never,
    register: never,
    logout: never,
    endSession: never,
    setSession: () => {},
    setUser: () => {},
    refreshUser: never,
  };
}

/** A query cache for a test: what a test seeds with `setQueryData` is fresh, so nothing is fetched again. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false }, mutations: { retry: false } } });
}

export interface RenderOptions {
  i18n: I18n;
  /** The query cache (an empty one by default: seed it with `setQueryData`). */
  client?: QueryClient;
  /** Where the router stands. */
  url?: string;
  /** The session; none by default. */
  auth?: AuthContextValue;
}

/** `element` inside the app's providers: `i18n`, the query cache `client`, a router at `url`, the session `auth` when given. */
export function withProviders(element: ReactElement, { i18n, client = testQueryClient(), url = '/', auth }: RenderOptions): ReactElement {
  const routed = createElement(MemoryRouter, { initialEntries: [url] }, auth ? createElement(AuthContext.Provider, { value: auth }, element) : element);
  return createElement(I18nextProvider, { i18n }, createElement(QueryClientProvider, { client }, routed));
}

/** The static markup of `element` inside the app's providers, as the server sends it (lazily loaded parts show their fallbacks). */
export function renderMarkup(element: ReactElement, options: RenderOptions): string {
  return renderToStaticMarkup(withProviders(element, options));
}
