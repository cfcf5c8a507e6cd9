import { describe, expect, it } from 'vitest';
import { levelOf, type ProgressEvent, progressOf } from './progress.ts';

const at = new Date('2026-11-01T10:00:00Z');
const events = (...kinds: ProgressEvent['kind'][]): ProgressEvent[] => kinds.map((kind) => ({ kind, at }));

describe('Hunter progress', () => {
  it('starts at level 1 with reputation 50 and nothing earned', () => {
    const p = progressOf([]);
    expect(p).toMatchObject({ experience: 0, level: 1, levelFloor: 0, nextLevelAt: 100, reputation: 50 });
    expect(p.achievements.every((a) => !a.earned)).toBe(true);
  });

  it('adds experience per event and climbs levels at the thresholds', () => {
    expect(progressOf(events('scan', 'stolen_scan', 'sighting')).experience).toBe(26);
    // 200 (recovery) + 25 (useful) + 10 (stolen scan) = 235: level 2 (100–250).
    expect(progressOf(events('recovery', 'useful_sighting', 'stolen_scan'))).toMatchObject({ experience: 235, level: 2, levelFloor: 100, nextLevelAt: 250 });
    expect(levelOf(250)).toEqual({ level: 3, levelFloor: 250, nextLevelAt: 500 });
    expect(levelOf(99_999)).toEqual({ level: 7, levelFloor: 4000, nextLevelAt: null });
  });

  it('moves reputation with recoveries, useful sightings and rejected claims, within 0–100', () => {
    expect(progressOf(events('recovery', 'useful_sighting')).reputation).toBe(63);
    expect(progressOf(events('rejected_claim', 'rejected_claim')).reputation).toBe(20);
    expect(progressOf(events(...Array<ProgressEvent['kind']>(10).fill('rejected_claim'))).reputation).toBe(0);
    expect(progressOf(events(...Array<ProgressEvent['kind']>(10).fill('recovery'))).reputation).toBe(100);
  });

  it('weighs authenticated taps of secure tags more, in experience and reputation', () => {
    expect(progressOf(events('verified_scan')).experience).toBe(3 * progressOf(events('scan')).experience);
    expect(progressOf(events('verified_stolen_scan')).experience).toBe(3 * progressOf(events('stolen_scan')).experience);
    expect(progressOf(events('verified_stolen_scan')).reputation).toBe(52);
    expect(progressOf(events('stolen_scan')).reputation).toBe(50);
  });

  it('counts authenticated taps in the scan achievements', () => {
    const earned = (p: ReturnType<typeof progressOf>) => p.achievements.filter((a) => a.earned).map((a) => a.id);
    expect(earned(progressOf(events('verified_scan')))).toEqual(['first_scan']);
    const mixed = progressOf(events(...Array<ProgressEvent['kind']>(5).fill('stolen_scan'), ...Array<ProgressEvent['kind']>(5).fill('verified_stolen_scan')));
    expect(earned(mixed)).toEqual(['first_scan', 'first_sighting', 'ten_stolen_scans']);
  });

  it('earns achievements from the events', () => {
    const earned = (p: ReturnType<typeof progressOf>) => p.achievements.filter((a) => a.earned).map((a) => a.id);
    expect(earned(progressOf(events('stolen_scan')))).toEqual(['first_scan', 'first_sighting']);
    const veteran = progressOf(events(...Array<ProgressEvent['kind']>(5).fill('recovery'), ...Array<ProgressEvent['kind']>(10).fill('stolen_scan')));
    expect(earned(veteran)).toEqual(['first_scan', 'first_sighting', 'first_recovery', 'ten_stolen_scans', 'five_recoveries', 'trusted']);
  });
});
