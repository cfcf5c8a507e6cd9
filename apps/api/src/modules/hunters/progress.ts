import type { AchievementId } from '@ritrova/shared';

/**
 * Experience, levels, reputation and achievements of a Hunter — every rule in
 * this one module, computed from recorded events (scans, sightings, credited
 * recoveries, disputes); nothing is stored that these rules could not rebuild.
 * Documented in docs/hunter-progress.md.
 */

export type ProgressEventKind = 'stolen_scan' | 'scan' | 'sighting' | 'useful_sighting' | 'recovery' | 'rejected_claim';

export interface ProgressEvent {
  kind: ProgressEventKind;
  at: Date;
}

/** Experience per event. Scans count once per tag per day (see hunter.service), so tapping a tag repeatedly earns nothing more. */
export const experiencePoints: Record<ProgressEventKind, number> = {
  stolen_scan: 10,
  scan: 1,
  sighting: 15,
  useful_sighting: 25,
  recovery: 200,
  rejected_claim: 0,
};

/** Reputation starts here and stays within 0–100. */
export const REPUTATION_START = 50;
export const reputationPoints: Partial<Record<ProgressEventKind, number>> = {
  recovery: 10,
  useful_sighting: 3,
  rejected_claim: -15,
};

/** Experience where each level starts: level 1 at 0, level 7 at 4000. */
export const levelThresholds = [0, 100, 250, 500, 1000, 2000, 4000] as const;

export function levelOf(experience: number): { level: number; levelFloor: number; nextLevelAt: number | null } {
  const reached = levelThresholds.filter((floor) => experience >= floor);
  const level = Math.max(1, reached.length);
  return { level, levelFloor: reached.at(-1) ?? 0, nextLevelAt: levelThresholds[level] ?? null };
}

const count = (events: ProgressEvent[], kind: ProgressEventKind) => events.filter((e) => e.kind === kind).length;

/** What earns each achievement. */
export const achievementRules: Record<AchievementId, (events: ProgressEvent[], reputation: number) => boolean> = {
  first_scan: (e) => count(e, 'scan') + count(e, 'stolen_scan') >= 1,
  first_sighting: (e) => count(e, 'sighting') + count(e, 'stolen_scan') >= 1,
  useful_tip: (e) => count(e, 'useful_sighting') >= 1,
  first_recovery: (e) => count(e, 'recovery') >= 1,
  ten_stolen_scans: (e) => count(e, 'stolen_scan') >= 10,
  five_recoveries: (e) => count(e, 'recovery') >= 5,
  trusted: (e, reputation) => reputation >= 80 && count(e, 'recovery') >= 1,
};

export interface Progress {
  experience: number;
  level: number;
  levelFloor: number;
  nextLevelAt: number | null;
  reputation: number;
  achievements: { id: AchievementId; earned: boolean }[];
}

export function progressOf(events: ProgressEvent[]): Progress {
  const experience = events.reduce((n, e) => n + experiencePoints[e.kind], 0);
  const reputation = Math.max(
    0,
    Math.min(
      100,
      events.reduce((n, e) => n + (reputationPoints[e.kind] ?? 0), REPUTATION_START),
    ),
  );
  return {
    experience,
    ...levelOf(experience),
    reputation,
    achievements: (Object.keys(achievementRules) as AchievementId[]).map((id) => ({ id, earned: achievementRules[id](events, reputation) })),
  };
}
