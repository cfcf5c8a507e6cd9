import { describe, expect, it } from 'vitest';
import { createLogger } from '../bootstrap.ts';
import { logSerializers, scrubDatabaseLog, scrubLogText, serializeLogError } from './log-privacy.ts';

/** A pg DatabaseError as the driver builds it: the value that clashed is in `detail`. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    constraint: 'users_email_key',
    table: 'users',
    detail: 'Key (email)=(chiara@example.com) already exists.',
    where: 'SQL statement',
  });
}

describe('scrubLogText', () => {
  it('drops URL queries and e-mail addresses, keeping the rest of the text', () => {
    expect(scrubLogText('Reply was already sent in "/reset-password?token=abc123" (GET)')).toBe('Reply was already sent in "/reset-password?[query]" (GET)');
    expect(scrubLogText('GET /nfc/verifica?e=0A1B&c=FF00 failed')).toBe('GET /nfc/verifica?[query] failed');
    expect(scrubLogText('no mailbox chiara.neri+bici@example.co.uk here')).toBe('no mailbox [e-mail] here');
  });

  it('leaves a question without a query, and a package version in a path, as they are', () => {
    expect(scrubLogText('did you forget to "return reply"?')).toBe('did you forget to "return reply"?');
    expect(scrubLogText('at node_modules/.cache/pkg@1.2.3/index.js')).toBe('at node_modules/.cache/pkg@1.2.3/index.js');
  });
});

describe('scrubDatabaseLog', () => {
  it('keeps what PostgreSQL says went wrong, not the row or statement it quotes', () => {
    const chunk = [
      '2026-11-27 08:00:00.123 UTC [4242] ERROR:  duplicate key value violates unique constraint "users_email_key"',
      '2026-11-27 08:00:00.123 UTC [4242] DETAIL:  Key (email)=(chiara@example.com) already exists.',
      '2026-11-27 08:00:00.123 UTC [4242] STATEMENT:  insert into "users" ("email") values ($1)',
    ].join('\n');
    const out = scrubDatabaseLog(chunk);
    expect(out).toContain('ERROR:  duplicate key value violates unique constraint "users_email_key"');
    expect(out).toContain('DETAIL: [omitted]');
    expect(out).toContain('STATEMENT: [omitted]');
    expect(out).not.toContain('chiara@example.com');
    expect(out).not.toContain('insert into');
  });
});

describe('serializeLogError', () => {
  it("keeps a database error's code, constraint and table, and drops the detail holding the value", () => {
    const out = serializeLogError(uniqueViolation()) as Record<string, unknown>;
    expect(out).toMatchObject({ type: 'Error', code: '23505', constraint: 'users_email_key', table: 'users' });
    expect(out.message).toBe('duplicate key value violates unique constraint "users_email_key"');
    expect(JSON.stringify(out)).not.toContain('chiara@example.com');
    expect(out).not.toHaveProperty('detail');
    expect(out).not.toHaveProperty('where');
  });

  it('hides the input a data exception quotes (class 22), in its message and its stack', () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "04A1B2C3D4E5F6"'), { code: '22P02' });
    const out = serializeLogError(err) as Record<string, string>;
    expect(out.message).toBe('invalid input syntax for type uuid: "[value]"');
    expect(out.stack).not.toContain('04A1B2C3D4E5F6');
  });

  it('follows the cause, and keeps a plain object logged as an error to its message and code', () => {
    const wrapped = new Error('mail to chiara@example.com failed', { cause: uniqueViolation() });
    expect(serializeLogError(wrapped)).toMatchObject({ message: 'mail to [e-mail] failed', cause: { code: '23505' } });
    expect(serializeLogError({ message: 'queue stopped', code: '57P01', response: 'RCPT TO:<chiara@example.com>' })).toEqual({
      message: 'queue stopped',
      code: '57P01',
    });
  });
});

describe('logSerializers', () => {
  it('reads a request as its method and route pattern, and leaves anything else logged as req or res alone', () => {
    const request = { method: 'GET', url: '/nfc/verifica?uid=04A1B2', is404: false, routeOptions: { url: '/nfc/verifica' } };
    expect(logSerializers.req(request)).toEqual({ method: 'GET', route: '/nfc/verifica' });
    expect(logSerializers.req({ method: 'POST', url: '/x?token=1' })).toEqual({ method: 'POST' });
    expect(logSerializers.req('GET /x?token=1')).toBeUndefined();
    expect(logSerializers.res(null)).toBeUndefined();
  });
});

describe('createLogger', () => {
  function capture() {
    const lines: string[] = [];
    const log = createLogger({ logLevel: 'trace' }, { write: (line: string) => void lines.push(line) });
    return { log, text: () => lines.join('') };
  }

  it('scrubs what any code writes as text, whoever logs it', () => {
    const { log, text } = capture();
    log.warn('Route GET:/api/transfers/1?token=s3cret-transfer not found');
    log.child({ reqId: 'r-1' }).info('mail to chiara@example.com');
    expect(text()).not.toContain('s3cret-transfer');
    expect(text()).not.toContain('chiara@example.com');
    expect(text()).toContain('"reqId":"r-1"');
  });

  it("redacts any logged object's headers, and serializes errors without their values", () => {
    const { log, text } = capture();
    log.trace({ busboyOptions: { headers: { authorization: 'Bearer eyJ.secret', cookie: 'ritrova_refresh=r3fresh' } } }, 'options');
    log.error({ err: uniqueViolation() }, 'unhandled error');
    expect(text()).toContain('[redacted]');
    expect(text()).not.toContain('eyJ.secret');
    expect(text()).not.toContain('r3fresh');
    expect(text()).not.toContain('chiara@example.com');
    expect(text()).toContain('"constraint":"users_email_key"');
  });
});
