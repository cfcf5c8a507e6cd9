import type { HunterProfile, HunterStats } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { italianDate } from '../../lib/business-days.ts';
import type { UserRow } from '../users/index.ts';
import { hunterRepository } from './hunter.repository.ts';
import { experiencePoints, type ProgressEvent, progressOf } from './progress.ts';

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
  const rows = await hunterRepository.progressEventRows(db, userId);
  return rows.map((r) => ({ kind: r.kind, at: new Date(r.at) })).sort((a, b) => b.at.getTime() - a.at.getTime());
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
  const r = (await hunterRepository.stats(ctx.db, actor.id, today)) ?? { scans_today: 0, total_scans: 0, bikes_found: 0, earned: 0, active_hunts: 0 };
  return { scansToday: r.scans_today, totalScans: r.total_scans, bikesFound: r.bikes_found, rewardsEarnedCents: r.earned, activeHunts: r.active_hunts };
}
