import { appEarlyDataId, serverRenderDataId } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { revokeAllSessions } from '../src/modules/auth/index.ts';
import { bumpSessionVersion } from '../src/modules/users/index.ts';
import type { TestApp } from './helpers/app.ts';
import { createBike, createUser } from './helpers/factories.ts';
import { fundedTheft } from './helpers/thefts.ts';
import { setupTestAppWithWeb } from './helpers/web-build.ts';

/**
 * Issue #27 item 6: the bike page is rendered on the server for its signed-in owner — the person its refresh
 * cookie names, checked as the API checks a session — so that the bike shows before any script has run. Such a
 * document is personal: never stored by a shared cache nor kept by the server. Anyone else, and any session
 * the API would refuse, gets the app's shell as before, with nothing of the bike in it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestAppWithWeb();
}, 180_000);
afterAll(() => t?.close());

const bikeName = 'Fulmine Rosso del Naviglio';
async function ownerWithBike() {
  const { user } = await createUser(t.ctx);
  const bike = await createBike(t.ctx, user.id, { name: bikeName, brand: 'Bianchi', serial_number: 'WBK-7781-QX' });
  const session = await startSession(t.ctx, user);
  return { user, bike, cookie: { ritrova_refresh: session.refreshToken } };
}
const pageOf = (bikeId: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/bikes/${bikeId}`, headers: { 'accept-language': 'it-IT,it;q=0.9' }, ...(cookies ? { cookies } : {}) });
const isShell = (html: string) => html.includes(`id="${appEarlyDataId}"`) && !html.includes(`id="${serverRenderDataId}"`);

describe('the bike page for its signed-in owner', () => {
  it("carries the bike's name and details in the document, private and not to be stored", async () => {
    const { bike, cookie } = await ownerWithBike();
    const res = await pageOf(bike.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const root = /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(res.body)?.[1] ?? '';
    expect(root).toContain(bikeName);
    expect(root).toContain('WBK-7781-QX');
    expect(isShell(res.body)).toBe(false);
    // Whole, even the first time this server renders it: no part is left for the browser to render instead.
    expect(root).not.toContain('<!--$!-->');
  });

  it('gives the shell without the bike to an anonymous visitor, even right after its owner loaded it', async () => {
    const { bike, cookie } = await ownerWithBike();
    await pageOf(bike.id, cookie);
    const res = await pageOf(bike.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain(bikeName);
    expect(isShell(res.body)).toBe(true);
  });

  it("gives another signed-in person the shell, with nothing of the owner's bike", async () => {
    const { bike } = await ownerWithBike();
    const { user: other } = await createUser(t.ctx);
    const otherSession = await startSession(t.ctx, other);
    const res = await pageOf(bike.id, { ritrova_refresh: otherSession.refreshToken });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain(bikeName);
    expect(res.body).not.toContain('WBK-7781-QX');
    expect(isShell(res.body)).toBe(true);
  });

  it('gives the shell once the session is signed out', async () => {
    const { bike, cookie } = await ownerWithBike();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: cookie });
    expect(out.statusCode).toBeLessThan(300);
    const res = await pageOf(bike.id, cookie);
    expect(res.body).not.toContain(bikeName);
    expect(isShell(res.body)).toBe(true);
  });

  it("gives the shell once the account's sessions were ended everywhere (as a password reset ends them)", async () => {
    const { user, bike, cookie } = await ownerWithBike();
    await bumpSessionVersion(t.ctx.db, user.id, t.clock.now());
    await revokeAllSessions(t.ctx.db, user.id, t.clock.now());
    const res = await pageOf(bike.id, cookie);
    expect(res.body).not.toContain(bikeName);
    expect(isShell(res.body)).toBe(true);
  });

  it('gives the shell once the account is deleted', async () => {
    const { user, bike, cookie } = await ownerWithBike();
    await t.ctx.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', user.id).execute();
    const res = await pageOf(bike.id, cookie);
    expect(res.body).not.toContain(bikeName);
    expect(isShell(res.body)).toBe(true);
  });

  it('gives the shell for a refresh token that is not a current one', async () => {
    const { bike } = await ownerWithBike();
    const res = await pageOf(bike.id, { ritrova_refresh: 'not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(isShell(res.body)).toBe(true);
  });
});

describe('the dashboard and the hunts page for the signed-in person', () => {
  const page = (url: string, cookies?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'it-IT,it;q=0.9' }, ...(cookies ? { cookies } : {}) });
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(html)?.[1] ?? '';

  it("carries the owner's bikes in the dashboard's document, private, and the shell for anyone else", async () => {
    const { user, cookie } = await ownerWithBike();
    await createBike(t.ctx, user.id, { name: 'Gazzella di Porta Venezia', brand: 'Atala' });
    const res = await page('/dashboard', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const root = rootOf(res.body);
    expect(root).toContain(bikeName);
    expect(root).toContain('Gazzella di Porta Venezia');
    expect(root).not.toContain('<!--$!-->');
    expect(isShell(res.body)).toBe(false);

    const anonymous = await page('/dashboard');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.body).not.toContain(bikeName);
    expect(isShell(anonymous.body)).toBe(true);
  });

  it("carries a funded theft offered to a Hunter in the hunts page's document, and the shell for a visitor signed out", async () => {
    const { bike } = await fundedTheft(t, 150, { name: 'Lampo di Lambrate' });
    const { user: hunter } = await createUser(t.ctx, { persona: 'hunter' });
    const session = await startSession(t.ctx, hunter);
    const res = await page('/hunter/hunts', { ritrova_refresh: session.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const root = rootOf(res.body);
    expect(root).toContain(bike.name);
    expect(root).toContain(`id="hunt-`);
    expect(root).not.toContain('<!--$!-->');

    const anonymous = await page('/hunter/hunts');
    expect(anonymous.body).not.toContain('Lampo di Lambrate');
    expect(isShell(anonymous.body)).toBe(true);
  });
});
