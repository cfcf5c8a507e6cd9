import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { pruneCounters } from '../../lib/rate-limit.ts';
import { pruneRotatingKeys } from '../../lib/rotating-keys.ts';
import { deleteExpiredFinderLinks } from '../messages/index.ts';
import { deleteExpiredPendingSessions } from '../tags/index.ts';
import { expireOverdueTransfers } from '../transfers/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The periodic clean-up the worker runs every 15 minutes: expired rate-limit
 * windows, overdue transfers, pending tag sessions, old daily keys, anonymous finders' expired
 * conversation links. Returns a one-line summary for the log. Expired sessions and links are personal
 * data: the retention job deletes them (modules/privacy, `sessions` rule; issue #26).
 */
export async function runHousekeeping(db: Db, clock: Clock): Promise<string> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const windows = await pruneCounters(db, now);
  const transfers = await expireOverdueTransfers(db, now);
  await deleteExpiredPendingSessions(db, dayAgo);
  const keys = await pruneRotatingKeys(db, clock);
  const finderLinks = await deleteExpiredFinderLinks(db, now);
  return `${windows} rate-limit windows, ${finderLinks} finder links, ${keys} daily keys removed; ${transfers} transfers expired`;
}
