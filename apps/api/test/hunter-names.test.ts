import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { registration, signedInUser } from './helpers/factories.ts';

// Issue #19: the public Hunter name owners see when they credit a return is unique regardless of case.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ RATE_LIMIT_REGISTER_PER_IP: '1000' });
});
afterAll(() => t.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const profile = (payload: object, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers });
const available = (name: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/hunter-name-available?name=${encodeURIComponent(name)}` }).then((r) => r.json().available);

describe('the public Hunter name', () => {
  it('is chosen at sign-up, tidied, and refused with 409 when another account has it in any case', async () => {
    const first = await register(registration({ role: 'hunter', hunterName: '  Volpe   del Naviglio ' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toMatchObject({ persona: 'hunter', hunterName: 'Volpe del Naviglio' });

    const clash = await register(registration({ role: 'hunter', hunterName: 'VOLPE DEL NAVIGLIO' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'HUNTER_NAME_TAKEN', i18nKey: 'errors.HUNTER_NAME_TAKEN', fields: [{ field: 'hunterName' }] });

    expect(await available('volpe del naviglio')).toBe(false);
    expect(await available('Volpe del Ticino')).toBe(true);
  });

  it('is set or changed in the profile; a name another account holds in any case is refused with 409', async () => {
    const giulia = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const other = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const set = await profile({ hunterName: 'Giulia Navigli' }, giulia.headers);
    expect(set.statusCode).toBe(200);
    expect(set.json().user.hunterName).toBe('Giulia Navigli');

    const taken = await profile({ hunterName: 'giulia NAVIGLI' }, other.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'HUNTER_NAME_TAKEN', fields: [{ field: 'hunterName', i18nKey: 'errors.HUNTER_NAME_TAKEN' }] });
    const row = await t.ctx.db.selectFrom('users').select('hunter_name').where('id', '=', other.user.id).executeTakeFirstOrThrow();
    expect(row.hunter_name).toBeNull();

    // Their own name in another case is theirs to restyle.
    expect((await profile({ hunterName: 'GIULIA navigli' }, giulia.headers)).json().user.hunterName).toBe('GIULIA navigli');
    // A Hunter keeps one: it can be changed, not removed.
    expect((await profile({ hunterName: null }, giulia.headers)).json()).toMatchObject({ error: 'HUNTER_NAME_REQUIRED' });
  });

  it('refuses a name that is too short or made of symbols, naming the field', async () => {
    const user = await signedInUser(t.app, t.ctx);
    for (const hunterName of ['ab', '!!!!', '_leading', 'x'.repeat(31)]) {
      const res = await profile({ hunterName }, user.headers);
      expect(res.statusCode, hunterName).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ field: 'hunterName', i18nKey: 'validation.hunter_name_invalid' });
    }
  });

  it('is freed when its account is deleted', async () => {
    const body = registration({ role: 'hunter', hunterName: 'Passero Solitario' });
    const { token } = (await register(body)).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: body.password },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await available('passero solitario')).toBe(true);
  });
});
