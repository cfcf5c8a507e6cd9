import { sql } from 'kysely';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
/** A configured support address other than the default: the mails must give this one. */
const SUPPORT = 'aiuto@ritrova.example';
beforeAll(async () => {
  t = await setupTestApp({ SUPPORT_EMAIL: SUPPORT });
});
afterAll(() => t.close());

let counter = 0;
/** A valid contact message from a new sender, and a network address of its own (the limit is per address). */
function contactMessage(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    body: { name: 'Chiara Neri', email: `sender${counter}-${Date.now()}@example.com`, message: 'La mia bici ha un tag che non si legge più.', ...overrides },
    remoteAddress: `198.51.100.${counter}`,
  };
}

const send = (body: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress, headers });

const storedFrom = (email: string) => t.ctx.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

/** The mail to support whose Reply-To is `sender`. */
async function supportMailFrom(sender: string): Promise<Email> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = await t.mailsTo(t.ctx.config.mail.supportAddress);
    const found = mails.find((m) => m.replyTo?.some((a) => a.address === sender));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no support mail replying to ${sender} within 15 s`);
}

/** Mail jobs ever queued to `to` (they are queued in the message's transaction, so none means no mail). */
async function queuedMailsTo(to: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-send' AND data->>'to' = ${to}`.execute(t.ctx.db);
  return rows[0]?.n ?? 0;
}

describe('POST /api/contact', () => {
  it('stores the message, mails it to support with the sender as Reply-To, and acknowledges it', async () => {
    const { body, remoteAddress } = contactMessage({ email: `Chiara-${Date.now()}@Example.com` });
    const sender = body.email.toLowerCase();
    const res = await send(body, remoteAddress);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Messaggio inviato con successo!' });

    const [row, ...others] = await storedFrom(sender);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ name: 'Chiara Neri', message: body.message, language: 'it' });
    // A keyed hash of the address under the day's key (128 bits, base64url), never the address itself;
    // personal-data-minimisation.test.ts checks which key.
    expect(row?.ip_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await queuedMailsTo(sender)).toBe(1);

    const toSupport = await supportMailFrom(sender);
    expect(toSupport.subject).toContain('Chiara Neri');
    expect(toSupport.text).toContain(body.message);
    expect(toSupport.text).toContain(sender);

    const receipt = await t.waitForMail(sender);
    expect(receipt.subject).toBe('Abbiamo ricevuto il tuo messaggio — Ritrova');
    expect(receipt.text).toContain('/faq');
    // Spec §9: support answers within 24 hours, from the one configured address.
    expect(receipt.text).toContain(`ti risponderemo entro 24 ore da ${SUPPORT}`);
    expect(receipt.text).not.toContain('24-48');
    // Nothing the sender typed goes back to the address they gave.
    expect(receipt.text).not.toContain(body.message);
    expect(receipt.text).not.toContain('Chiara');
  });

  it('acknowledges in English when the request asks for English', async () => {
    const { body, remoteAddress } = contactMessage();
    expect((await send(body, remoteAddress, { 'accept-language': 'en-GB,en;q=0.9' })).statusCode).toBe(201);
    const receipt = await t.waitForMail(body.email);
    expect(receipt.subject).toBe('We have received your message — Ritrova');
    expect(receipt.text).toContain(`will answer within 24 hours from ${SUPPORT}`);
    expect((await storedFrom(body.email))[0]?.language).toBe('en');
  });

  it('prefers the language named in the body to the Accept-Language header', async () => {
    const { body, remoteAddress } = contactMessage({ language: 'en' });
    expect((await send(body, remoteAddress, { 'accept-language': 'zh-CN' })).statusCode).toBe(201);
    expect((await t.waitForMail(body.email)).subject).toBe('We have received your message — Ritrova');
  });

  for (const field of ['name', 'email', 'message'] as const) {
    it(`answers 400 naming ${field} when it is missing`, async () => {
      const { body, remoteAddress } = contactMessage();
      const { [field]: _missing, ...rest } = body;
      const res = await send(rest, remoteAddress);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
      expect(res.json().fields).toEqual([expect.objectContaining({ field, i18nKey: 'validation.required' })]);
    });
  }

  it('answers 400 naming each field left blank', async () => {
    const { body, remoteAddress } = contactMessage({ name: '   ', message: ' \n ' });
    const res = await send(body, remoteAddress);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      expect.objectContaining({ field: 'name', i18nKey: 'validation.required' }),
      expect.objectContaining({ field: 'message', i18nKey: 'validation.required' }),
    ]);
  });

  it('asks only what spec §5 asks: a short name and a short message with a valid e-mail are accepted', async () => {
    const { body, remoteAddress } = contactMessage({ name: 'G', message: 'Aiuto' });
    expect(Object.keys(body).sort()).toEqual(['email', 'message', 'name']);
    const res = await send(body, remoteAddress);
    expect(res.statusCode).toBe(201);
    expect(await storedFrom(body.email)).toEqual([expect.objectContaining({ name: 'G', message: 'Aiuto' })]);
  });

  it('refuses a message over 5000 characters', async () => {
    const { body, remoteAddress } = contactMessage({ message: 'x'.repeat(5001) });
    const res = await send(body, remoteAddress);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ field: 'message', i18nKey: 'validation.max_length_count' });
  });

  it('refuses a malformed e-mail address', async () => {
    const { body, remoteAddress } = contactMessage({ email: 'chiara.example.com' });
    const res = await send(body, remoteAddress);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'email', i18nKey: 'validation.email_invalid' })]);
  });

  it('answers a filled spam trap as a success but stores and mails nothing', async () => {
    const { body, remoteAddress } = contactMessage({ website: 'https://spam.example.com' });
    const res = await send(body, remoteAddress);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Messaggio inviato con successo!' });
    expect(await storedFrom(body.email)).toEqual([]);
    expect(await queuedMailsTo(body.email)).toBe(0);
  });
});

describe('contact rate limit per client address', () => {
  it('refuses the sixth message within the hour from one address, not from another', async () => {
    const remoteAddress = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(contactMessage().body, remoteAddress)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    const limited = contactMessage();
    const res = await send(limited.body, remoteAddress);
    expect(res.json()).toMatchObject({ success: false, error: 'RATE_LIMITED', i18nKey: 'errors.RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom(limited.body.email)).toEqual([]);

    expect((await send(contactMessage().body, '203.0.113.51')).statusCode).toBe(201);
  });
});
