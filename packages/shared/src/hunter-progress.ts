/**
 * The figures of Hunter progress, shared by the server (which applies them in
 * apps/api/src/modules/hunters/progress.ts) and the profile page (which words
 * them). Documented in docs/hunter-progress.md.
 */
export const progressEventKinds = [
  'verified_stolen_scan',
  'stolen_scan',
  'verified_scan',
  'scan',
  'sighting',
  'useful_sighting',
  'recovery',
  'rejected_claim',
] as const;
export type ProgressEventKind = (typeof progressEventKinds)[number];

/**
 * Experience per event (scans count once per tag per Italian day). An
 * authenticated tap of a secure tag (`verified_*`, issue #9) proves the Hunter
 * was there, so it weighs three times a scan that could have been typed.
 */
export const experiencePoints: Record<ProgressEventKind, number> = {
  verified_stolen_scan: 30,
  stolen_scan: 10,
  verified_scan: 3,
  scan: 1,
  sighting: 15,
  useful_sighting: 25,
  recovery: 200,
  rejected_claim: 0,
};

/** Experience where each level starts: level 1 at 0, level 7 at 4000. */
export const levelThresholds = [0, 100, 250, 500, 1000, 2000, 4000] as const;

/** Reputation starts here, moves by these points and stays within 0–100. */
export const REPUTATION_START = 50;
export const REPUTATION_MIN = 0;
export const REPUTATION_MAX = 100;
export const reputationPoints: Partial<Record<ProgressEventKind, number>> = {
  verified_stolen_scan: 2,
  recovery: 10,
  useful_sighting: 3,
  rejected_claim: -15,
};
