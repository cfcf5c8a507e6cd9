import type { RecoveryCandidate } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { initialRecoveryChoice, nobodyReturned, returnedByFor } from './recovery';

const marco: RecoveryCandidate = {
  id: '7b1f6a52-2a4e-4c3e-9a51-5d7f3c2b9e10',
  displayName: 'Marco R.',
  scans: 2,
  sightings: 1,
  verifiedScans: 0,
  eligible: true,
  lastSeenAt: '2026-11-25T08:00:00Z',
};
/** Listed on a bike with a secure tag, but never tapped it genuinely. */
const sofa: RecoveryCandidate = { ...marco, id: 'c0ffee00-2a4e-4c3e-9a51-5d7f3c2b9e10', displayName: 'Furio D.', eligible: false };

describe('initialRecoveryChoice', () => {
  it('chooses nobody when no Hunter can be credited, and nothing when one can', () => {
    expect(initialRecoveryChoice([])).toBe(nobodyReturned);
    expect(initialRecoveryChoice([marco])).toBeNull();
    expect(initialRecoveryChoice([sofa])).toBe(nobodyReturned);
    expect(initialRecoveryChoice([sofa, marco])).toBeNull();
  });
});

describe('returnedByFor', () => {
  it('sends the chosen Hunter, or null for nobody', () => {
    expect(returnedByFor(marco.id, [marco])).toBe(marco.id);
    expect(returnedByFor(nobodyReturned, [marco])).toBeNull();
  });

  it('has no answer while nothing is chosen or the Hunter is no longer listed', () => {
    expect(returnedByFor(null, [marco])).toBeUndefined();
    expect(returnedByFor(marco.id, [])).toBeUndefined();
  });

  it('never sends a Hunter who cannot be credited', () => {
    expect(returnedByFor(sofa.id, [sofa, marco])).toBeUndefined();
  });
});
