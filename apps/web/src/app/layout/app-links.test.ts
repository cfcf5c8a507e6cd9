import { describe, expect, it } from 'vitest';
import { type AppLink, appLinksFor, isCurrentLink } from './app-links';

const links = appLinksFor({ role: 'user', persona: 'owner' }).concat(appLinksFor({ role: 'user', persona: 'hunter' }).filter((l) => l.key === 'hunts'));
const link = (key: AppLink['key']) => links.find((candidate) => candidate.key === key) as AppLink;
const current = (pathname: string, hash = '') => links.filter((candidate) => isCurrentLink(candidate, pathname, hash)).map((candidate) => candidate.key);

describe('the current app link', () => {
  it('is the dashboard on /dashboard, and the section its address names', () => {
    expect(current('/dashboard')).toEqual(['dashboard']);
    expect(current('/dashboard', '#bikes-heading')).toEqual(['my_bikes']);
    expect(current('/dashboard', '#alerts-heading')).toEqual(['alerts']);
  });

  it('covers the pages under a link: a bike, a conversation, the hunts', () => {
    expect(current('/bikes/b1')).toEqual(['my_bikes']);
    expect(current('/messages/c1')).toEqual(['messages']);
    expect(current('/hunter/hunts')).toEqual(['hunts']);
  });

  it('is none elsewhere (the home page, settings, a path that only starts alike)', () => {
    expect(current('/')).toEqual([]);
    expect(current('/settings')).toEqual([]);
    expect(current('/messagesx')).toEqual([]);
    expect(isCurrentLink(link('hunts'), '/hunter/rewards', '')).toBe(false);
  });
});

describe('the app links', () => {
  it('give a shop account its shop area, marked current there, and nobody else', () => {
    const shopLinks = appLinksFor({ role: 'shop', persona: 'owner' });
    const shop = shopLinks.find((candidate) => candidate.key === 'shop');
    expect(shop?.to).toBe('/shop/dashboard');
    expect(isCurrentLink(shop as AppLink, '/shop/dashboard', '')).toBe(true);
    expect(appLinksFor({ role: 'user', persona: 'owner' }).map((candidate) => candidate.key)).not.toContain('shop');
  });
});

describe("a Hunter's header (issue #27)", () => {
  const hunterLinks = appLinksFor({ role: 'user', persona: 'hunter' });
  const to = (key: AppLink['key']) => hunterLinks.find((candidate) => candidate.key === key)?.to;

  it('opens the Hunter area from "Dashboard" and "Avvisi", and keeps the bikes reachable', () => {
    expect(to('dashboard')).toBe('/hunter/dashboard');
    expect(to('alerts')).toBe('/hunter/dashboard#alerts-heading');
    expect(to('my_bikes')).toBe('/dashboard#bikes-heading');
  });

  it('marks "Dashboard" current on the Hunter dashboard and "Avvisi" at its alerts, not the owner dashboard', () => {
    const current = (pathname: string, hash = '') => hunterLinks.filter((candidate) => isCurrentLink(candidate, pathname, hash)).map((c) => c.key);
    expect(current('/hunter/dashboard')).toEqual(['dashboard']);
    expect(current('/hunter/dashboard', '#alerts-heading')).toEqual(['alerts']);
    expect(current('/dashboard', '#bikes-heading')).toEqual(['my_bikes']);
  });

  it("leaves an owner's links on the owner dashboard", () => {
    const ownerLinks = appLinksFor({ role: 'user', persona: 'owner' });
    expect(ownerLinks.find((candidate) => candidate.key === 'dashboard')?.to).toBe('/dashboard');
    expect(ownerLinks.find((candidate) => candidate.key === 'alerts')?.to).toBe('/dashboard#alerts-heading');
  });
});
