// @vitest-environment jsdom
import type { Language, PublicUser } from '@ritrova/shared';
import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInDom, renderServerMarkup } from '@/test/dom';
import { testAuth, testI18n, testUser } from '@/test/render';
import { appLinksFor } from './app-links';
import { AppNavLinks } from './app-nav';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';

const instances = {} as Record<Language, I18n>;

beforeAll(async () => {
  for (const lng of ['it', 'en'] as const) instances[lng] = await testI18n('nav', lng);
});

type Where = { user?: PublicUser | null; url?: string; lng?: Language };

/**
 * `element` as the server sends it (the header of the server-rendered pages; lazily loaded parts show
 * their fallbacks), at `url`, for `user`, in `lng`, put into the document.
 */
function serverRendered(element: ReactElement, { user = null, url = '/', lng = 'it' }: Where = {}) {
  return renderServerMarkup(element, { i18n: instances[lng], url, auth: testAuth(user) });
}

/** The header's main navigation, by its name. */
const mainNav = (view: ReturnType<typeof serverRendered>) => within(view.getByRole('navigation', { name: 'Navigazione principale' }));

/** Links as [text, where it goes]. */
const textAndHref = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

const marketing = ['Home', 'Funzionalità', 'Come funziona', 'Contatti'];

describe('the header', () => {
  it('signed in, shows the app (dashboard, bikes, messages, alerts) and none of the marketing links', () => {
    const nav = mainNav(serverRendered(<Header />, { user: testUser(), url: '/dashboard' }));
    expect(textAndHref(nav.getAllByRole('link'))).toEqual([
      ['Dashboard', '/dashboard'],
      ['Le mie bici', '/dashboard#bikes-heading'],
      ['Messaggi', '/messages'],
      ['Avvisi', '/dashboard#alerts-heading'],
    ]);
    for (const text of [...marketing, 'Chi può usarlo']) expect(nav.queryByText(text)).not.toBeInTheDocument();
  });

  it('signed in as a Hunter, adds Cacce (the hunts); an owner has no such link', () => {
    expect(mainNav(serverRendered(<Header />, { user: testUser({ persona: 'hunter' }) })).getByRole('link', { name: 'Cacce' })).toHaveAttribute(
      'href',
      '/hunter/hunts',
    );
    expect(mainNav(serverRendered(<Header />, { user: testUser() })).queryByRole('link', { name: 'Cacce' })).not.toBeInTheDocument();
  });

  it('marks the current page with aria-current: a conversation is under Messaggi, the bikes section under Le mie bici', () => {
    const current = (url: string) =>
      mainNav(serverRendered(<Header />, { user: testUser(), url }))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current('/messages/c1')).toEqual(['Messaggi']);
    expect(current('/dashboard#bikes-heading')).toEqual(['Le mie bici']);
  });

  it('signed out, keeps the marketing menu and the sign-in button, and shows no app link', () => {
    const view = serverRendered(<Header />);
    const nav = mainNav(view);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(marketing);
    expect(nav.getByRole('button', { name: 'Chi può usarlo' })).toHaveAttribute('aria-expanded', 'false');
    expect(view.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(view.queryByText('Dashboard')).not.toBeInTheDocument();
    expect(view.queryByText('Le mie bici')).not.toBeInTheDocument();
  });

  it('signed out, unfolds "Chi può usarlo" from the keyboard into the four audiences, and folds it with Escape back on its button', async () => {
    const { user } = renderInDom(<Header />, { i18n: instances.it, auth: testAuth(null) });
    const nav = within(screen.getByRole('navigation', { name: 'Navigazione principale' }));
    const button = nav.getByRole('button', { name: 'Chi può usarlo' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // After the four sections, the audiences (name and hint).
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...marketing,
      ...['Proprietari di bici', 'Negozi', 'Produttori', 'Hunter'].map((name) => expect.stringMatching(new RegExp(`^${name}`))),
    ]);
    await user.tab();
    expect(nav.getByRole('link', { name: /^Proprietari di bici/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(nav.queryByRole('link', { name: /^Negozi/ })).not.toBeInTheDocument();
  });

  it('opens the phone menu with its button, says so to screen readers, and closes it with Escape', async () => {
    const { user } = renderInDom(<Header />, { i18n: instances.it, auth: testAuth(testUser({ persona: 'hunter' })) });
    const open = screen.getByRole('button', { name: 'Apri il menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const close = screen.getByRole('button', { name: 'Chiudi il menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    // The menu's code loads on the first opening.
    const menu = await screen.findByRole('navigation', { name: 'Menu di navigazione' });
    expect(within(menu).getByRole('link', { name: 'Cacce' })).toHaveAttribute('href', '/hunter/hunts');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Apri il menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu di navigazione' })).not.toBeInTheDocument();
  });
});

describe('the unread counts', () => {
  const links = appLinksFor(testUser());

  it('show as a badge and are part of the link’s name for screen readers, with the language’s plural', () => {
    const italian = serverRendered(<AppNavLinks links={links} counts={{ messages: 3, alerts: 1 }} variant="bar" />);
    const messages = italian.getByRole('link', { name: 'Messaggi, 3 non letti' });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(within(messages).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(italian.getByRole('link', { name: 'Avvisi, 1 non letto' })).toHaveAttribute('href', '/dashboard#alerts-heading');
    const english = serverRendered(<AppNavLinks links={links} counts={{ messages: 1, alerts: 2 }} variant="bar" />, { lng: 'en' });
    expect(english.getByRole('link', { name: 'Messages, 1 unread' })).toHaveAttribute('href', '/messages');
    expect(english.getByRole('link', { name: 'Alerts, 2 unread' })).toHaveAttribute('href', '/dashboard#alerts-heading');
  });

  it('leave no badge and the plain name when nothing is unread or the count is not known yet', () => {
    const view = serverRendered(<AppNavLinks links={links} counts={{ messages: 0 }} variant="bar" />);
    expect(view.getByRole('link', { name: 'Messaggi' })).toHaveTextContent(/^Messaggi$/);
    expect(view.getByRole('link', { name: 'Avvisi' })).toHaveTextContent(/^Avvisi$/);
  });
});

describe('the phone menu', () => {
  it('signed in, lists the app’s links first and no marketing link', () => {
    const menu = serverRendered(<MobileMenu id="m" />, { user: testUser({ persona: 'hunter' }) });
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Le mie bici', 'Cacce', 'Messaggi', 'Avvisi']);
  });

  it('signed out, is the marketing menu with the sign-up button', () => {
    const menu = serverRendered(<MobileMenu id="m" />);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...marketing,
      ...['Proprietari di bici', 'Negozi', 'Produttori', 'Hunter'].map((name) => expect.stringMatching(new RegExp(`^${name}`))),
      'Registrati',
    ]);
  });
});

describe('the links for an admin', () => {
  it('lead to the admin area and the messages (their dashboard is the admin area)', () => {
    expect(appLinksFor(testUser({ role: 'admin' })).map((link) => link.to)).toEqual(['/admin', '/messages']);
  });
});
