import type { HunterProfile, HunterStats } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { italianDate } from '../../lib/business-days.ts';
import { bikeIdsOfOwner } from '../bikes/index.ts';
import { countReportsReturnedBy, sightingProgressRows } from '../theft-records/index.ts';
import type { UserRow } from '../users/index.ts';
import { scanCountsBy, scanProgressRows } from '../verification/index.ts';
import { countActiveHunts } from './hunt.repository.ts';
import { experiencePoints, type ProgressEvent, progressOf } from './progress.ts';

/**
 * What the rewards module adds to a Hunter's record: their recoveries and rejected claims (which
 * depend on disputes) and what they earned. Rewards sits above hunters (issue #29 item 1: no upward
 * import): it gives its implementation at start (bootstrap.ts `provideHunterClaimRecord`).
 */
export interface HunterClaimRecord {
  claimEvents(db: Db, userId: string): Promise<{ kind: 'recovery' | 'rejected_claim'; at: Date | null }[]>;
  earnedCents(db: Db, hunterId: string): Promise<number>;
}

let providedClaimRecord: HunterClaimRecord | undefined;

/** Wires the rewards' part of a Hunter's record (bootstrap.ts, at start). */
export function provideHunterClaimRecord(record: HunterClaimRecord): void {
  providedClaimRecord = record;
}

function claimRecord(): HunterClaimRecord {
  if (!providedClaimRecord) throw new Error('hunters: the claim record is not provided (bootstrap.ts wires rewards/hunter-record.service.ts)');
  return providedClaimRecord;
}

/**
 * The recorded events a Hunter's progress is computed from (progress.ts):
 * - scans of other people's tags, once per tag per Italian day — of a stolen bike `stolen_scan`, else `scan`;
 *   `verified_stolen_scan` / `verified_scan` when one of that day's taps of a secure tag was authenticated;
 *   forged links earn nothing;
 * - sighting reports, once per theft (`sighting`), and each the owner marked useful (`useful_sighting`);
 * - recoveries credited to them and not reversed by a dispute (`recovery`);
 * - claims rejected in a dispute (`rejected_claim`): credited but decided for the owner, or raised by them and decided for someone else.
 */
export async function progressEvents(db: Db, userId: string): Promise<ProgressEvent[]> {
  const ownBikeIds = await bikeIdsOfOwner(db, userId);
  const [scans, sightings, claims] = await Promise.all([
    scanProgressRows(db, userId, ownBikeIds),
    sightingProgressRows(db, userId),
    claimRecord().claimEvents(db, userId),
  ]);
  const rows: { kind: ProgressEvent['kind']; at: Date | null }[] = [...scans, ...sightings, ...claims];
  return rows.map((r) => ({ kind: r.kind, at: new Date(r.at as Date) })).sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** `GET /api/hunter/profile`. */
export async function hunterProfile(ctx: AppContext, actor: UserRow): Promise<HunterProfile> {
  const events = await progressEvents(ctx.db, actor.id);
  const progress = progressOf(events);
  return {
    level: progress.level,
    experience: progress.experience,
    levelFloor: progress.levelFloor,
    nextLevelAt: progress.nextLevelAt,
    reputation: progress.reputation,
    achievements: progress.achievements,
    history: events.slice(0, 20).map((e) => ({ kind: e.kind, points: experiencePoints[e.kind], at: e.at.toISOString() })),
  };
}

/** `GET /api/hunter/stats` (spec §1: scans today, total scans, bikes found, rewards earned). */
export async function hunterStats(ctx: AppContext, actor: UserRow): Promise<HunterStats> {
  const today = italianDate(ctx.clock.now());
  const [scans, bikesFound, earned, activeHunts] = await Promise.all([
    scanCountsBy(ctx.db, actor.id, today),
    countReportsReturnedBy(ctx.db, actor.id),
    claimRecord().earnedCents(ctx.db, actor.id),
    countActiveHunts(ctx.db, actor.id),
  ]);
  return { scansToday: scans.today, totalScans: scans.total, bikesFound, rewardsEarnedCents: earned, activeHunts };
}
