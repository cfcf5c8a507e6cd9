import type { AppContext } from '../../context.ts';
import { healthRepository } from './health.repository.ts';

const DB_CHECK_TIMEOUT_MS = 2000;

/** Whether the database answers a round trip within two seconds (never throws). */
export async function databaseReachable(ctx: AppContext): Promise<boolean> {
  try {
    await Promise.race([
      healthRepository.ping(ctx.db),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database check timed out')), DB_CHECK_TIMEOUT_MS).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
