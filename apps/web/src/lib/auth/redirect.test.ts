import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('accepts a same-site path with its query', () => {
    expect(safeRedirect('/nfc/associate?action=associateTag&tagUid=04A1')).toBe('/nfc/associate?action=associateTag&tagUid=04A1');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    undefined,
    '/\nfoo',
  ])('rejects %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

describe('loginPath', () => {
  it('remembers where the user was', () => {
    expect(loginPath('/settings/security?x=1')).toBe('/login?redirectUrl=%2Fsettings%2Fsecurity%3Fx%3D1');
  });

  it('does not send the user back to the home page or the login page', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirectUrl=%2Fdashboard')).toBe('/login');
  });
});

describe('afterLoginPath', () => {
  it('takes a Hunter to the Hunter area and an owner to the dashboard', () => {
    expect(afterLoginPath(null, { persona: 'hunter', role: 'user' })).toBe('/hunter/dashboard');
    expect(afterLoginPath(null, { persona: 'owner', role: 'user' })).toBe('/dashboard');
    expect(afterLoginPath(null, { persona: 'owner', role: 'admin' })).toBe('/admin');
    expect(afterLoginPath(null, { persona: 'hunter', role: 'shop' })).toBe('/shop/dashboard');
  });

  it('keeps the page that was asked for, whoever signs in', () => {
    expect(afterLoginPath('/nfc/associate?tagUid=04A1', { persona: 'hunter', role: 'user' })).toBe('/nfc/associate?tagUid=04A1');
    expect(afterLoginPath('/bikes/42', { persona: 'owner', role: 'user' })).toBe('/bikes/42');
  });

  it('ignores a redirect to another site', () => {
    expect(afterLoginPath('//evil.example', { persona: 'hunter', role: 'user' })).toBe('/hunter/dashboard');
  });
});
