import {
  experiencePoints,
  type HunterProfile,
  levelThresholds,
  type ProgressEventKind,
  progressEventKinds,
  REPUTATION_MAX,
  REPUTATION_MIN,
  REPUTATION_START,
  reputationPoints,
} from '@ritrova/shared';

/** How Hunters earn experience and reputation, worded on the profile page from the rules the server applies. */
export const experienceRules = (['verified_stolen_scan', 'stolen_scan', 'verified_scan', 'scan', 'sighting', 'useful_sighting', 'recovery'] as const).map(
  (id) => ({
    id,
    points: experiencePoints[id],
  }),
);

export { levelThresholds };

export const reputationRules = {
  start: REPUTATION_START,
  min: REPUTATION_MIN,
  max: REPUTATION_MAX,
  changes: (['recovery', 'useful_sighting', 'verified_stolen_scan', 'rejected_claim'] as const).map((id) => ({ id, points: reputationPoints[id] ?? 0 })),
};

/** The kinds of the profile's recent history; an unknown kind from a newer server is shown generically. */
export const historyKinds = progressEventKinds;
export type HistoryKind = ProgressEventKind;

export function isHistoryKind(kind: string): kind is HistoryKind {
  return (historyKinds as readonly string[]).includes(kind);
}

export interface LevelProgress {
  /** 0–100, how far the Hunter is from this level's start to the next one's. */
  percent: number;
  /** Experience still missing for the next level; null at the top level. */
  remaining: number | null;
}

/** Progress within the current level; the top level (no next threshold) counts as complete. */
export function levelProgress({ experience, levelFloor, nextLevelAt }: Pick<HunterProfile, 'experience' | 'levelFloor' | 'nextLevelAt'>): LevelProgress {
  if (nextLevelAt === null || nextLevelAt <= levelFloor) return { percent: 100, remaining: null };
  const share = (experience - levelFloor) / (nextLevelAt - levelFloor);
  return {
    percent: Math.min(100, Math.max(0, Math.floor(share * 100))),
    remaining: Math.max(0, nextLevelAt - experience),
  };
}

/** Points with their sign ("+10", "−15"), in the reader's language. */
export function signedPoints(points: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(points);
}
