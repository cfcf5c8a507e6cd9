import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillHunterNameKeys } from '../src/modules/users/hunter-name-keys.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createUser, registration, signedInUser } from './helpers/factories.ts';

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

  // Issue #24: a look-alike of a taken name is the same name; reserved words are nobody's.
  it('refuses a look-alike of a taken name with 409: Cyrillic, fullwidth or Greek letters, a capital i for a small L', async () => {
    expect((await register(registration({ role: 'hunter', hunterName: 'Attacker' }))).statusCode).toBe(201);
    for (const hunterName of ['\u0410ttacker', '\uFF21ttacker', '\u0391\u03A4\u03A4\u0391C\u039A\u0395R', 'Attacker\u3164']) {
      const res = await register(registration({ role: 'hunter', hunterName }));
      expect(res.statusCode, hunterName).toBe(409);
      expect(res.json()).toMatchObject({ error: 'HUNTER_NAME_TAKEN', fields: [{ field: 'hunterName', i18nKey: 'errors.HUNTER_NAME_TAKEN' }] });
      expect(await available(hunterName), hunterName).toBe(false);
    }

    const giulia = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const mimic = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    expect((await profile({ hunterName: 'Giulia dei Navigli' }, giulia.headers)).statusCode).toBe(200);
    for (const hunterName of ['GiuIia dei Navigli', '\uFF27iulia dei Navigli', 'Giulia d\u0435i Navigli']) {
      const res = await profile({ hunterName }, mimic.headers);
      expect(res.statusCode, hunterName).toBe(409);
      expect(res.json()).toMatchObject({ error: 'HUNTER_NAME_TAKEN', fields: [{ field: 'hunterName' }] });
    }
    // A distinct name is still free, and the owner of a name may restyle it.
    expect((await profile({ hunterName: 'Giulia dei Colli' }, mimic.headers)).statusCode).toBe(200);
    expect((await profile({ hunterName: 'GIULIA DEI NAVIGLI' }, giulia.headers)).json().user.hunterName).toBe('GIULIA DEI NAVIGLI');
  });

  it('lets one of two accounts racing for look-alikes have it; the other gets 409', async () => {
    const attempts = await Promise.all(
      ['Corsaro Nero', 'C\u043Ersaro Nero', 'CORSARO NERO', 'Corsar\u03BF Nero'].map((hunterName) => register(registration({ role: 'hunter', hunterName }))),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses reserved names and their look-alikes with 400 naming the field, at sign-up and in the profile', async () => {
    const user = await signedInUser(t.app, t.ctx);
    for (const hunterName of ['admin', 'Ritrova', 'Ritrova Support', '\u0430dmin', 'RITR0VA', 'Support', 'Moderator']) {
      const signUp = await register(registration({ role: 'hunter', hunterName }));
      expect(signUp.statusCode, hunterName).toBe(400);
      expect(signUp.json().fields[0], hunterName).toMatchObject({ field: 'hunterName', i18nKey: 'validation.hunter_name_reserved' });
      const change = await profile({ hunterName }, user.headers);
      expect(change.statusCode, hunterName).toBe(400);
      expect(change.json().fields[0], hunterName).toMatchObject({ field: 'hunterName', i18nKey: 'validation.hunter_name_reserved' });
    }
    expect((await profile({ hunterName: 'Volpe Argentata' }, user.headers)).json().user.hunterName).toBe('Volpe Argentata');
  });

  it('names chosen before look-alikes were compared get their keys at start-up; a newer look-alike or a reserved name is taken off', async () => {
    const keysPresent =
      'CHECK ((hunter_name IS NULL) = (hunter_name_skeleton IS NULL) AND (hunter_name IS NULL) = (hunter_name_cased_skeleton IS NULL)) NOT VALID';
    // Accounts as the previous release left them: a name without keys (the check allows no such row now).
    await sql.raw('ALTER TABLE users DROP CONSTRAINT users_hunter_name_keys_present').execute(t.ctx.db);
    const legacy = async (hunterName: string, createdAt: string) => {
      const { user } = await createUser(t.ctx);
      await t.ctx.db
        .updateTable('users')
        .set({ hunter_name: hunterName, created_at: new Date(createdAt) })
        .where('id', '=', user.id)
        .execute();
      return user.id;
    };
    const { user: current } = await createUser(t.ctx, { hunter_name: 'Lince Nera' });
    const older = await legacy('Vecchia Volpe', '2026-01-01T00:00:00Z');
    const newerLookAlike = await legacy('Vecchia V\u043Elpe', '2026-02-01T00:00:00Z');
    const lookAlikeOfCurrent = await legacy('Lince N\u0435ra', '2026-03-01T00:00:00Z');
    const reserved = await legacy('Ritrova Staff', '2026-04-01T00:00:00Z');
    const distinct = await legacy('Gufo Reale', '2026-05-01T00:00:00Z');

    expect(await backfillHunterNameKeys(t.ctx.db)).toEqual({ keyed: 2, cleared: 3 });
    await sql.raw(`ALTER TABLE users ADD CONSTRAINT users_hunter_name_keys_present ${keysPresent}`).execute(t.ctx.db);

    const names = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'hunter_name', 'hunter_name_skeleton'])
      .where('id', 'in', [current.id, older, newerLookAlike, lookAlikeOfCurrent, reserved, distinct])
      .execute();
    const byId = new Map(names.map((r) => [r.id, r]));
    expect(byId.get(older)).toMatchObject({ hunter_name: 'Vecchia Volpe', hunter_name_skeleton: 'vecchia volpe' });
    expect(byId.get(distinct)).toMatchObject({ hunter_name: 'Gufo Reale', hunter_name_skeleton: 'gufo reale' });
    expect(byId.get(current.id)?.hunter_name).toBe('Lince Nera');
    for (const id of [newerLookAlike, lookAlikeOfCurrent, reserved]) expect(byId.get(id)).toMatchObject({ hunter_name: null, hunter_name_skeleton: null });
    // The keys now guard the kept names too, and a second start-up finds nothing to do.
    expect((await register(registration({ role: 'hunter', hunterName: 'VECCHIA VOLPE' }))).statusCode).toBe(409);
    expect(await backfillHunterNameKeys(t.ctx.db)).toEqual({ keyed: 0, cleared: 0 });
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
