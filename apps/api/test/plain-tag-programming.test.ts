import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';
import { buildWebApp, type WebBuild } from './helpers/web-build.ts';

/**
 * Issue #28 item 1 (decision 061): the programming sheet of a plain batch (NTAG213/215/216), its
 * per-tag export for encoding machines (admins and the batch's shop only, passwords derived from
 * PLAIN_TAG_PASSWORD_KEY), and the verification page opened with the UID exactly as the chip's
 * mirror writes it. The page test needs the web app's builds: built once for this file.
 */
const PASSWORD_KEY = '00112233445566778899aabbccddeeff';
let t: TestApp;
let web: WebBuild;
let admin: Awaited<ReturnType<typeof signedInUser>>;
/** The log as the operator would find it, at its most talkative level: pino writes each line whole. */
const logged: string[] = [];
const memory = { write: (line: string) => void logged.push(line) };
beforeAll(async () => {
  web = await buildWebApp();
  t = await setupTestApp(
    { PUBLIC_URL: 'https://ritrova.it', PLAIN_TAG_PASSWORD_KEY: PASSWORD_KEY },
    { webDist: web.dist, logger: pino({ level: 'trace' }, memory) as FastifyBaseLogger },
  );
  admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) => t.app.inject({ method, url, headers, payload });
let counter = 0;
const batchName = () => `ROTOLO-${++counter}`;

/** A plain batch of the given chip holding these UIDs, assigned to a shop when one is given. */
async function plainBatch(chip: 'ntag213' | 'ntag215' | 'ntag216', uids: string[], shopId?: string) {
  const batch = batchName();
  const created = await send('POST', '/api/admin/tags', admin.headers, { uids, batch, chip });
  expect(created.statusCode).toBe(201);
  if (shopId) expect((await send('PUT', `/api/admin/tags/batches/${batch}/shop`, admin.headers, { shopId })).statusCode).toBe(200);
  return batch;
}

describe("a plain batch's programming sheet", () => {
  it('gives an NTAG213 batch its URL template, memory image, UID mirror position and configuration, with a password per tag', async () => {
    const batch = await plainBatch('ntag213', ['04A1B2C3D4E501', '04A1B2C3D4E502']);
    const res = await send('GET', `/api/admin/tags/batches/${batch}/provisioning`, admin.headers);
    expect(res.statusCode).toBe(200);
    const { provisioning } = res.json();
    // "ritrova.it/nfc/verifica?uid=" + 14: the placeholder starts at byte 2 + 5 + 28 = 35 of the image: page 12, byte 3.
    expect(provisioning).toMatchObject({
      kind: 'plain',
      batch,
      count: 2,
      chip: 'ntag213',
      urlTemplate: 'https://ritrova.it/nfc/verifica?uid=00000000000000',
      capabilityContainer: 'E1101200',
      mirror: { page: 12, byte: 3 },
      configuration: { firstPage: 0x29, mirror: 0x74, mirrorPage: 12, auth0: 0x04, access: 0 },
      passwordProtected: true,
    });
    expect(provisioning.memoryImageHex.startsWith('032FD1012B5504')).toBe(true);
    expect(provisioning.memoryPages).toHaveLength(13);
    expect(provisioning.configuration.pages).toEqual([
      { page: 0x2a, hex: '00000000' },
      { page: 0x29, hex: '74000C04' },
    ]);
    expect(res.body).not.toMatch(/pwd|pack/i);
  });

  it('names each chip’s own configuration page and capability container for NTAG215 and NTAG216 batches', async () => {
    for (const [chip, firstPage, cc] of [
      ['ntag215', 0x83, 'E1103E00'],
      ['ntag216', 0xe3, 'E1106D00'],
    ] as const) {
      const batch = await plainBatch(chip, [`04A1B2C3D4E5${chip === 'ntag215' ? '15' : '16'}`]);
      const { provisioning } = (await send('GET', `/api/admin/tags/batches/${batch}/provisioning`, admin.headers)).json();
      expect(provisioning).toMatchObject({ chip, capabilityContainer: cc, configuration: { firstPage, mirrorPage: 12 } });
    }
  });

  it('refuses UIDs a mirror cannot write for NTAG215/216 batches (not 7 bytes), naming the line', async () => {
    const res = await send('POST', '/api/admin/tags', admin.headers, { uids: ['04A1B2C3D4E5A1', 'A1B2C3D4'], batch: batchName(), chip: 'ntag215' });
    expect(res.json()).toMatchObject({ created: ['04A1B2C3D4E5A1'], invalidLines: [{ line: 2, value: 'A1B2C3D4' }] });
  });
});

describe("a plain batch's per-tag export", () => {
  it('gives an admin one CSV row per tag: UID, PWD/PACK from the key, the image pages then the configuration in writing order', async () => {
    const batch = await plainBatch('ntag213', ['04A1B2C3D4E5F6', '04A1B2C3D4E5F7']);
    const res = await send('GET', `/api/admin/tags/batches/${batch}/provisioning.csv`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ritrova-${batch}-programming.csv"`);
    const [header, first, second, end] = res.body.split('\r\n');
    const pages = Array.from({ length: 13 }, (_, i) => `p${(4 + i).toString(16).toUpperCase().padStart(2, '0')}`);
    expect(header).toBe(['uid', 'pwd', 'pack', ...pages, 'p2B', 'p2C', 'p2A', 'p29'].join(','));
    // HMAC-SHA-256 of the UID bytes under the key: 491BD39D D21F… (openssl, as in the unit test).
    const cells = first?.split(',') ?? [];
    expect(cells.slice(0, 3)).toEqual(['04A1B2C3D4E5F6', '491BD39D', 'D21F']);
    expect(cells[3]).toBe('032FD101');
    expect(cells.slice(-4)).toEqual(['491BD39D', 'D21F0000', '00000000', '74000C04']);
    const other = createHmac('sha256', Buffer.from(PASSWORD_KEY, 'hex')).update(Buffer.from('04A1B2C3D4E5F7', 'hex')).digest('hex').toUpperCase();
    expect(second?.split(',').slice(0, 3)).toEqual(['04A1B2C3D4E5F7', other.slice(0, 8), other.slice(8, 12)]);
    // The same URL pages on every tag: the chip mirrors its own UID.
    expect(second?.split(',').slice(3, 16)).toEqual(cells.slice(3, 16));
    expect(end).toBe('');
  });

  it('gives the same rows as JSON', async () => {
    const batch = await plainBatch('ntag216', ['04A1B2C3D4E5F8']);
    const res = await send('GET', `/api/admin/tags/batches/${batch}/provisioning.json`, admin.headers);
    expect(res.statusCode).toBe(200);
    const exported = res.json().export;
    expect(exported).toMatchObject({ batch, chip: 'ntag216', urlTemplate: 'https://ritrova.it/nfc/verifica?uid=00000000000000' });
    expect(exported.tags).toHaveLength(1);
    expect(exported.tags[0].pages.slice(-2)).toEqual([
      { page: 0xe4, hex: '00000000' },
      { page: 0xe3, hex: '74000C04' },
    ]);
  });

  it("lets the batch's shop read its own tags of it and their sheet, and answers 404 to another shop, an owner, a secure or unknown batch", async () => {
    const shop = await signedInUser(t.app, t.ctx, { role: 'shop', nome: 'Ciclofficina', cognome: 'Centrale' });
    const otherShop = await signedInUser(t.app, t.ctx, { role: 'shop', nome: 'Bici', cognome: 'Altrove' });
    const owner = await signedInUser(t.app, t.ctx);
    const batch = await plainBatch('ntag213', ['04A1B2C3D4E5B1', '04A1B2C3D4E5B2'], shop.user.id);
    const url = (format: string) => `/api/shop/tag-batches/${batch}/provisioning.${format}`;

    const csv = await send('GET', url('csv'), shop.headers);
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(',')[0]),
    ).toEqual(['uid', '04A1B2C3D4E5B1', '04A1B2C3D4E5B2']);
    expect((await send('GET', url('json'), shop.headers)).json().export.tags).toHaveLength(2);

    for (const who of [otherShop, owner]) {
      for (const format of ['csv', 'json']) {
        const res = await send('GET', url(format), who.headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND', i18nKey: expect.any(String) });
      }
    }
    // The sheet too, counting the shop's own tags, without passwords.
    const sheet = await send('GET', `/api/shop/tag-batches/${batch}/provisioning`, shop.headers);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().provisioning).toMatchObject({ kind: 'plain', batch, count: 2, chip: 'ntag213', passwordProtected: true });
    expect(sheet.body).not.toMatch(/pwd|pack/i);
    for (const who of [otherShop, owner, admin]) expect((await send('GET', `/api/shop/tag-batches/${batch}/provisioning`, who.headers)).statusCode).toBe(404);
    // The admin area is the admins' only: a shop is refused there.
    expect((await send('GET', `/api/admin/tags/batches/${batch}/provisioning.csv`, shop.headers)).statusCode).toBe(403);
    expect((await send('GET', url('csv'))).statusCode).toBe(401);
    expect((await send('GET', '/api/shop/tag-batches/no-such-batch/provisioning.csv', shop.headers)).statusCode).toBe(404);
    const secure = batchName();
    expect((await send('POST', '/api/admin/tags', admin.headers, { generate: 1, batch: secure, chip: 'ntag424' })).statusCode).toBe(201);
    expect((await send('GET', `/api/admin/tags/batches/${secure}/provisioning.csv`, admin.headers)).statusCode).toBe(404);
  });

  it('has no cell that starts a spreadsheet formula', async () => {
    // The batch name never reaches a cell and UIDs are validated hex; the cells are quoted against formulas all the same.
    const batch = await plainBatch('ntag213', ['04A1B2C3D4E5C1']);
    const res = await send('GET', `/api/admin/tags/batches/${batch}/provisioning.csv`, admin.headers);
    expect(res.statusCode).toBe(200);
    const cells = res.body.split(/[\r\n,]+/).filter(Boolean);
    expect(cells.length).toBe(2 * (3 + 13 + 4));
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@]/);
  });
  it('writes no tag password into the log', async () => {
    const batch = await plainBatch('ntag215', ['04A1B2C3D4E5E1', '04A1B2C3D4E5E2']);
    const before = logged.length;
    const res = await send('GET', `/api/admin/tags/batches/${batch}/provisioning.json`, admin.headers);
    // The PWDs (8 hex characters); a 4-character PACK would turn up by chance in request ids.
    const passwords = (res.json().export.tags as { pwd: string }[]).map((tag) => tag.pwd);
    expect(passwords).toHaveLength(2);
    const lines = logged.slice(before);
    expect(lines.some((line) => line.includes('provisioning.json'))).toBe(true);
    for (const secret of passwords) expect(lines.filter((line) => line.toUpperCase().includes(secret))).toEqual([]);
  });
});

describe('the verification page opened by a programmed plain tag', () => {
  it('accepts the UID exactly as the mirror writes it (14 upper-case hex characters) and in lower case, and shows the bike', async () => {
    const owner = await signedInUser(t.app, t.ctx, { nome: 'Nora', cognome: 'Nastro' });
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Graziella verde', brand: 'Carnielli' });
    await plainBatch('ntag213', ['04A1B2C3D4E5D1']);
    expect((await send('POST', '/api/tags/associate', owner.headers, { tagUid: '04A1B2C3D4E5D1', bikeId: bike.id })).statusCode).toBeLessThan(300);
    expect((await send('POST', `/api/bikes/${bike.id}/report-stolen`, owner.headers, { reward: 0 })).statusCode).toBe(200);

    for (const uid of ['04A1B2C3D4E5D1', '04a1b2c3d4e5d1']) {
      const res = await send('GET', `/nfc/verifica?uid=${uid}`, { 'accept-language': 'it' });
      expect(res.statusCode, uid).toBe(200);
      expect(res.body).toContain('Graziella verde');
      const data = JSON.parse(res.body.match(/<script type="application\/json" id="ritrova-ssr">([^<]*)<\/script>/)?.[1] ?? 'null');
      expect(JSON.stringify(data)).toContain('"status":"stolen"');
    }
    const scans = await t.ctx.db.selectFrom('scans').select(['uid', 'result']).where('uid', '=', '04A1B2C3D4E5D1').execute();
    expect(scans).toEqual([
      { uid: '04A1B2C3D4E5D1', result: 'stolen' },
      { uid: '04A1B2C3D4E5D1', result: 'stolen' },
    ]);
  });
});
