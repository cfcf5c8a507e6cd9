import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';
import { isRetryableConflict, runTransaction } from './transactions.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

/** A stand-in database whose transaction runs the work on itself, counting attempts. */
function fakeDb() {
  const db = { attempts: 0 } as unknown as Db & { attempts: number };
  Object.assign(db, {
    transaction: () => ({
      execute: async (work: (trx: Db) => Promise<unknown>) => {
        db.attempts += 1;
        return work(db);
      },
    }),
  });
  return db;
}

describe('runTransaction', () => {
  it('runs a transaction again after a deadlock (40P01) or serialization failure (40001)', async () => {
    for (const code of ['40P01', '40001']) {
      const db = fakeDb();
      const result = await runTransaction(db, async () => {
        if (db.attempts < 3) throw pgError(code);
        return 'done';
      });
      expect(result).toBe('done');
      expect(db.attempts).toBe(3);
    }
  });

  it('gives up after three attempts with 503 and Retry-After, never a 500', async () => {
    const db = fakeDb();
    const failure = await runTransaction(db, async () => {
      throw pgError('40P01');
    }).catch((err: unknown) => err);
    expect(db.attempts).toBe(3);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', extra: { retryAfterSeconds: 1 } });
  });

  it('does not retry anything else', async () => {
    for (const thrown of [new AppError(409, 'PAYMENT_NOT_OPEN'), pgError('23505'), new Error('boom')]) {
      const db = fakeDb();
      await expect(
        runTransaction(db, async () => {
          throw thrown;
        }),
      ).rejects.toBe(thrown);
      expect(db.attempts).toBe(1);
    }
  });

  it('recognises a conflict wrapped as the cause of another error', () => {
    expect(isRetryableConflict(new Error('wrapped', { cause: pgError('40P01') }))).toBe(true);
    expect(isRetryableConflict(pgError('40P02'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });
});
