import {
  type AchievementId,
  experiencePoints,
  levelThresholds,
  type ProgressEventKind,
  REPUTATION_MAX,
  REPUTATION_MIN,
  REPUTATION_START,
  reputationPoints,
} from '@ritrova/shared';

/**
 * Experience, levels, reputation and achievements of a Hunter — every rule in
 * this one module, computed from recorded events (scans, sightings, credited
 * recoveries, disputes); nothing is stored that these rules could not rebuild.
 * Documented in docs/hunter-progress.md.
 */

export type { ProgressEventKind };

export interface ProgressEvent {
  kind: ProgressEventKind;
  at: Date;
}

export { experiencePoints, levelThresholds };

export function levelOf(experience: number): { level: number; levelFloor: number; nextLevelAt: number | null } {
  const reached = levelThresholds.filter((floor) => experience >= floor);
  const level = Math.max(1, reached.length);
  return { level, levelFloor: reached.at(-1) ?? 0, nextLevelAt: levelThresholds[level] ?? null };
}

const count = (events: ProgressEvent[], ...kinds: ProgressEventKind[]) => events.filter((e) => kinds.includes(e.kind)).length;

/** What earns each achievement. */
export const achievementRules: Record<AchievementId, (events: ProgressEvent[], reputation: number) => boolean> = {
  first_scan: (e) => count(e, 'scan', 'verified_scan', 'stolen_scan', 'verified_stolen_scan') >= 1,
  first_sighting: (e) => count(e, 'sighting', 'stolen_scan', 'verified_stolen_scan') >= 1,
  useful_tip: (e) => count(e, 'useful_sighting') >= 1,
  first_recovery: (e) => count(e, 'recovery') >= 1,
  ten_stolen_scans: (e) => count(e, 'stolen_scan', 'verified_stolen_scan') >= 10,
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
  const earned = events.reduce((n, e) => n + (reputationPoints[e.kind] ?? 0), REPUTATION_START);
  const reputation = Math.max(REPUTATION_MIN, Math.min(REPUTATION_MAX, earned));
  return {
    experience,
    ...levelOf(experience),
    reputation,
    achievements: (Object.keys(achievementRules) as AchievementId[]).map((id) => ({ id, earned: achievementRules[id](events, reputation) })),
  };
}
