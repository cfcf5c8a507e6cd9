import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { pruneCounters } from '../../lib/rate-limit.ts';
import { transferRepository } from '../transfers/transfer.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The periodic clean-up the worker runs every 15 minutes: expired rate-limit
 * windows, old single-use links, expired sessions, overdue transfers.
 * Returns a one-line summary for the log.
 */
export async function runHousekeeping(db: Db, clock: Clock): Promise<string> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const windows = await pruneCounters(db, now);
  const links = await db.deleteFrom('one_time_tokens').where('expires_at', '<', dayAgo).executeTakeFirst();
  const sessions = await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).executeTakeFirst();
  const transfers = await transferRepository.expireOverdue(db, now);
  await db.deleteFrom('pending_tag_sessions').where('expires_at', '<', dayAgo).execute();
  return `${windows} rate-limit windows, ${Number(links.numDeletedRows)} old links, ${Number(sessions.numDeletedRows)} expired sessions removed; ${transfers} transfers expired`;
}
