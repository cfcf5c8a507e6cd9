import type { Language, PublicUser } from '@ritrova/shared';
import type { i18n as I18n } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkup, testAuth, testI18n, testUser } from '@/test/render';
import { appLinksFor } from './app-links';
import { AppNavLinks } from './app-nav';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';

const instances = {} as Record<Language, I18n>;

beforeAll(async () => {
  for (const lng of ['it', 'en'] as const) instances[lng] = await testI18n('nav', lng);
});

/** The markup of `element` at `url`, for `user`, in `lng` (lazily loaded parts show their fallbacks). */
function render(element: ReactElement, { user = null, url = '/', lng = 'it' }: { user?: PublicUser | null; url?: string; lng?: Language } = {}) {
  return renderMarkup(element, { i18n: instances[lng], url, auth: testAuth(user) });
}

interface Anchor {
  href: string;
  text: string;
  label: string | null;
  current: string | null;
}

/** The links of some markup: where they go, their text, aria-label and aria-current. */
function links(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>(.*?)<\/a>/g)].map(([, attrs = '', inner = '']) => {
    const attr = (name: string) => attrs.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? null;
    return { href: attr('href') ?? '', text: inner.replace(/<[^>]+>/g, ''), label: attr('aria-label'), current: attr('aria-current') };
  });
}

/** The accessible name of a link: its aria-label, else its text without what is hidden from screen readers. */
function accessibleName(html: string, href: string): string | undefined {
  const match = [...html.matchAll(/<a\s([^>]*)>(.*?)<\/a>/g)].find(([, attrs]) => attrs?.includes(`href="${href}"`));
  if (!match) return undefined;
  const label = match[1]?.match(/aria-label="([^"]*)"/)?.[1];
  return label ?? match[2]?.replace(/<span aria-hidden="true"[^>]*>.*?<\/span>/g, '').replace(/<[^>]+>/g, '');
}

/** The header's main navigation (the first <nav>). */
function mainNav(html: string): string {
  return html.match(/<nav aria-label="Navigazione principale"[^>]*>(.*?)<\/nav>/)?.[1] ?? '';
}

const marketing = ['Home', 'Funzionalità', 'Come funziona', 'Contatti'];

describe('the header', () => {
  it('signed in, shows the app (dashboard, bikes, messages, alerts) and none of the marketing links', () => {
    const nav = mainNav(render(createElement(Header), { user: testUser(), url: '/dashboard' }));
    expect(links(nav).map((link) => [link.text, link.href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Le mie bici', '/dashboard#bikes-heading'],
      ['Messaggi', '/messages'],
      ['Avvisi', '/dashboard#alerts-heading'],
    ]);
    for (const text of [...marketing, 'Chi può usarlo']) expect(nav).not.toContain(`>${text}<`);
  });

  it('signed in as a Hunter, adds Cacce (the hunts); an owner has no such link', () => {
    const hunter = links(mainNav(render(createElement(Header), { user: testUser({ persona: 'hunter' }) })));
    expect(hunter.find((link) => link.text === 'Cacce')?.href).toBe('/hunter/hunts');
    const owner = links(mainNav(render(createElement(Header), { user: testUser() })));
    expect(owner.some((link) => link.text === 'Cacce')).toBe(false);
  });

  it('marks the current page with aria-current: a conversation is under Messaggi, the bikes section under Le mie bici', () => {
    const onThread = links(mainNav(render(createElement(Header), { user: testUser(), url: '/messages/c1' })));
    expect(onThread.filter((link) => link.current === 'page').map((link) => link.text)).toEqual(['Messaggi']);
    const onBikes = links(mainNav(render(createElement(Header), { user: testUser(), url: '/dashboard#bikes-heading' })));
    expect(onBikes.filter((link) => link.current === 'page').map((link) => link.text)).toEqual(['Le mie bici']);
  });

  it('signed out, keeps the marketing menu and the sign-in button, and shows no app link', () => {
    const html = render(createElement(Header));
    const nav = mainNav(html);
    // The four sections, then the "Chi può usarlo" panel's audiences (name and hint).
    expect(links(nav).map((link) => link.text)).toEqual([
      ...marketing,
      ...['Proprietari di bici', 'Negozi', 'Produttori', 'Hunter'].map((name) => expect.stringMatching(new RegExp(`^${name}`))),
    ]);
    expect(nav).toContain('Chi può usarlo');
    expect(links(html).some((link) => link.text === 'Accedi' && link.href === '/login')).toBe(true);
    expect(html).not.toContain('Dashboard');
    expect(html).not.toContain('Le mie bici');
  });
});

describe('the unread counts', () => {
  const links = appLinksFor(testUser());

  it('show as a badge and are part of the link’s name for screen readers, with the language’s plural', () => {
    const html = render(createElement(AppNavLinks, { links, counts: { messages: 3, alerts: 1 }, variant: 'bar' }));
    expect(accessibleName(html, '/messages')).toBe('Messaggi, 3 non letti');
    expect(accessibleName(html, '/dashboard#alerts-heading')).toBe('Avvisi, 1 non letto');
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>3<\/span>/);
    const english = render(createElement(AppNavLinks, { links, counts: { messages: 1, alerts: 2 }, variant: 'bar' }), { lng: 'en' });
    expect(accessibleName(english, '/messages')).toBe('Messages, 1 unread');
    expect(accessibleName(english, '/dashboard#alerts-heading')).toBe('Alerts, 2 unread');
  });

  it('leave no badge and the plain name when nothing is unread or the count is not known yet', () => {
    const html = render(createElement(AppNavLinks, { links, counts: { messages: 0 }, variant: 'bar' }));
    expect(accessibleName(html, '/messages')).toBe('Messaggi');
    expect(accessibleName(html, '/dashboard#alerts-heading')).toBe('Avvisi');
    expect(html).not.toContain('aria-hidden');
  });
});

describe('the phone menu', () => {
  it('signed in, lists the app’s links first and no marketing link', () => {
    const menu = links(render(createElement(MobileMenu, { id: 'm' }), { user: testUser({ persona: 'hunter' }) }));
    expect(menu.map((link) => link.text)).toEqual(['Dashboard', 'Le mie bici', 'Cacce', 'Messaggi', 'Avvisi']);
  });

  it('signed out, is the marketing menu with the sign-up button', () => {
    const menu = links(render(createElement(MobileMenu, { id: 'm' })));
    expect(menu.map((link) => link.text)).toEqual([...marketing, 'Proprietari di bici', 'Negozi', 'Produttori', 'Hunter', 'Registrati']);
  });
});

describe('the links for an admin', () => {
  it('lead to the admin area and the messages (their dashboard is the admin area)', () => {
    expect(appLinksFor(testUser({ role: 'admin' })).map((link) => link.to)).toEqual(['/admin', '/messages']);
  });
});
