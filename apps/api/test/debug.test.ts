import { tokenLifetimes } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRepository } from '../src/modules/users/user.repository.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

/**
 * Spec §7's debug list, as far as this module answers it (/api/admin/users and /api/admin/tags belong to their areas).
 * NOTE: `GET /api` is admin-only only once the public one in health.routes.ts is removed (debug.routes.ts then declares it).
 */
const debugEndpoints = ['/api', '/api/debug/routes', '/api/auth/test', '/api/direct/users'];

describe('who may call the debug endpoints', () => {
  it.each(debugEndpoints)('GET %s answers 401 without a token and 403 to a user and to a shop', async (url) => {
    const user = await signedInUser(t.app, t.ctx);
    const shop = await signedInUser(t.app, t.ctx, { role: 'shop' });

    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect(anonymous.body).not.toContain('Ritrova API');

    for (const caller of [user, shop]) {
      const res = await get(url, caller.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    }
  });

  it.each(debugEndpoints)('GET %s refuses an admin without two-factor sign-in', async (url) => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    await userRepository.update(t.ctx.db, admin.user.id, { totp_enabled_at: null, totp_secret_sealed: null }, t.clock.now());
    const res = await get(url, admin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'TWO_FACTOR_REQUIRED' });
  });

  it('a bad token is refused, and the health check stays public', async () => {
    expect((await get('/api/auth/test', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });
});

describe('what the debug endpoints answer an admin', () => {
  it('GET /api names the service, its version and where the reference and health check are', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const res = await get('/api', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, name: 'Ritrova API', version: '1.2.3-test', docs: '/api/docs', health: '/api/health' });
  });

  it('GET /api/debug/routes lists every route once, sorted, with itself and the health check', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const res = await get('/api/debug/routes', admin.headers);
    expect(res.statusCode).toBe(200);
    const { success, count, routes } = res.json() as { success: boolean; count: number; routes: Array<{ method: string; url: string }> };
    expect(success).toBe(true);
    expect(count).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/health' },
        { method: 'GET', url: '/api/debug/routes' },
        { method: 'GET', url: '/api/auth/test' },
        { method: 'POST', url: '/api/auth/login' },
        { method: 'GET', url: '/api/admin/tags' },
        { method: 'POST', url: '/api/admin/tags' },
        { method: 'PUT', url: '/api/bikes/:id' },
        // The same parameter named otherwise by another route keeps its own name.
        { method: 'GET', url: '/api/bikes/:bikeId/maintenance' },
        { method: 'GET', url: '/media/*' },
      ]),
    );
    expect(routes.filter((route) => route.url.includes('|'))).toEqual([]);
    // Fastify's automatic HEAD twin of every GET is not listed.
    expect(routes).not.toContainEqual({ method: 'HEAD', url: '/api/health' });
    const keys = routes.map((route) => `${route.url} ${route.method}`);
    expect(new Set(keys).size).toBe(keys.length);
    const urls = routes.map((route) => route.url);
    expect(urls).toEqual([...urls].sort());
  });

  it("GET /api/auth/test shows the caller's account and the token's validity, and no secret", async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const before = Math.floor(Date.now() / 1000) * 1000;
    const res = await get('/api/auth/test', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      user: { id: admin.user.id, email: admin.user.email, role: 'admin', twoFactorEnabled: true },
      token: { issuedAt: expect.any(String), expiresAt: expect.any(String) },
    });
    const issuedAt = Date.parse(body.token.issuedAt);
    expect(issuedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(issuedAt).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.token.expiresAt) - issuedAt).toBe(tokenLifetimes.accessTokenSeconds * 1000);
    expect(res.body).not.toMatch(/password|totp|secret|\$argon2/i);
  });

  it('GET /api/direct/users lists the newest accounts with id, e-mail and role only, and not deleted ones', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const shop = await signedInUser(t.app, t.ctx, { role: 'shop', email: `direct-shop-${Date.now()}@example.com` });
    const gone = await signedInUser(t.app, t.ctx, { email: `direct-gone-${Date.now()}@example.com` });
    await userRepository.update(t.ctx.db, gone.user.id, { deleted_at: t.clock.now() }, t.clock.now());

    const res = await get('/api/direct/users', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.more).toBe('/api/admin/users');
    expect(body.users.length).toBeGreaterThan(0);
    expect(body.users.length).toBeLessThanOrEqual(20);
    expect(body.users[0]).toEqual({ id: shop.user.id, email: shop.user.email, role: 'shop', createdAt: shop.user.created_at.toISOString() });
    expect(body.users.map((u: { id: string }) => u.id)).not.toContain(gone.user.id);
    for (const user of body.users) expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'role']);
    expect(res.body).not.toMatch(/password|totp|\$argon2/i);
  });
});
