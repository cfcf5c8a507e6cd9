import type { RecoveryCandidate, RecoverySettlement } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { dayAsInstant, initialRecoveryChoice, nobodyReturned, recoveryOutcome, returnedByFor } from './recovery';

const marco: RecoveryCandidate = {
  id: '7b1f6a52-2a4e-4c3e-9a51-5d7f3c2b9e10',
  displayName: 'Marco dei Navigli',
  hunterName: 'Marco dei Navigli',
  badge: null,
  level: 2,
  evidence: { kind: 'scan', at: '2026-11-25T08:00:00Z', place: 'Milano (MI)' },
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

const funded: RecoverySettlement = {
  rewardStatus: 'funded',
  heldCents: 13_000,
  credited: { hunterCents: 8_450, feeCents: 4_550, ownerBackCents: 0, payoutDueOn: '2026-12-30' },
  nobody: { ownerBackCents: 8_450, keptCents: 4_550, refundOn: '2027-01-17T09:00:00.000Z' },
};

describe('recoveryOutcome', () => {
  it("shows the API's figures for the Hunter chosen: their share, the fee, nothing back, the payout day", () => {
    expect(recoveryOutcome(funded, marco.id, [marco])).toEqual({
      kind: 'hunter',
      name: 'Marco dei Navigli',
      hunterCents: 8_450,
      feeCents: 4_550,
      ownerBackCents: 0,
      payoutDueOn: '2026-12-30',
    });
  });

  it('shows what comes back to the owner, what is kept and when, for nobody', () => {
    expect(recoveryOutcome(funded, nobodyReturned, [marco])).toEqual({
      kind: 'nobody',
      ownerBackCents: 8_450,
      keptCents: 4_550,
      refundOn: '2027-01-17T09:00:00.000Z',
    });
  });

  it('says no money moves when nothing was paid, and shows nothing while unanswered or for a Hunter who cannot be credited', () => {
    const unpaid: RecoverySettlement = { ...funded, rewardStatus: 'awaiting_payment', heldCents: 0 };
    expect(recoveryOutcome(unpaid, marco.id, [marco])).toEqual({ kind: 'unpaid' });
    expect(recoveryOutcome({ ...unpaid, rewardStatus: 'none' }, nobodyReturned, [])).toEqual({ kind: 'none' });
    expect(recoveryOutcome(funded, null, [marco])).toBeNull();
    expect(recoveryOutcome(funded, sofa.id, [sofa])).toBeNull();
    expect(recoveryOutcome(null, nobodyReturned, [])).toBeNull();
  });
});

describe('dayAsInstant', () => {
  it('puts a calendar day at noon UTC, the same day in Rome and in Beijing', () => {
    expect(dayAsInstant('2026-12-30')).toBe('2026-12-30T12:00:00Z');
  });
});
