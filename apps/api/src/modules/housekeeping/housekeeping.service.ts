import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { pruneCounters } from '../../lib/rate-limit.ts';
import { pruneRotatingKeys } from '../../lib/rotating-keys.ts';
import { deleteExpiredFinderLinks } from '../messages/message.service.ts';
import { expireOverdueTransfers } from '../transfers/transfer.service.ts';
import { housekeepingRepository } from './housekeeping.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The periodic clean-up the worker runs every 15 minutes: expired rate-limit
 * windows, old single-use links, expired sessions, overdue transfers, anonymous finders' expired
 * conversation links.
 * Returns a one-line summary for the log.
 */
export async function runHousekeeping(db: Db, clock: Clock): Promise<string> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const windows = await pruneCounters(db, now);
  const links = await housekeepingRepository.deleteOneTimeTokensExpiredBefore(db, dayAgo);
  const sessions = await housekeepingRepository.deleteRefreshTokensExpiredBefore(db, now);
  const transfers = await expireOverdueTransfers(db, now);
  await housekeepingRepository.deletePendingTagSessionsExpiredBefore(db, dayAgo);
  const keys = await pruneRotatingKeys(db, clock);
  const finderLinks = await deleteExpiredFinderLinks(db, now);
  return `${windows} rate-limit windows, ${links} old links, ${finderLinks} finder links, ${sessions} expired sessions, ${keys} daily keys removed; ${transfers} transfers expired`;
}
