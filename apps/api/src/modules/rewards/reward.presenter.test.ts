import { describe, expect, it } from 'vitest';
import { presentCandidate, presentRecoverySettlement, presentReward } from './reward.presenter.ts';

const report = {
  id: 'r1',
  reward_status: 'released' as const,
  reward_cents: 10_000,
  stolen_at: new Date('2026-01-31T00:00:00Z'),
  recovered_at: new Date('2026-03-01T00:00:00Z'),
};

describe('presentReward', () => {
  it('names the returning Hunter as "Nome I." and takes the released share over the offered split', () => {
    const reward = presentReward(
      report,
      {
        payment: undefined,
        returnedBy: { id: 'h1', nome: 'Giulia', cognome: 'rossi', hunter_name: null, role: 'user' },
        dispute: { id: 'd1', status: 'open', outcome: null },
      },
      6_000,
    );
    expect(reward).toMatchObject({
      hunterShareCents: 6_000,
      paymentUrl: null,
      returnedBy: { id: 'h1', displayName: 'Giulia R.' },
      disputeUntil: '2026-03-31T00:00:00.000Z',
      dispute: { id: 'd1', status: 'open', outcome: null },
    });
  });

  it('before any release, offers the split of the amount and shows the open checkout', () => {
    const reward = presentReward(
      { ...report, reward_status: 'awaiting_payment', recovered_at: null },
      { payment: { url: 'https://pay.example/1' }, returnedBy: undefined, dispute: undefined },
      null,
    );
    expect(reward).toMatchObject({ hunterShareCents: 6_500, paymentUrl: 'https://pay.example/1', returnedBy: null, disputeUntil: null, dispute: null });
  });
});

describe('presentReward after the recovery (issue #19)', () => {
  it('names the returning Hunter by their public Hunter name and says nothing goes back to the owner', () => {
    const reward = presentReward(
      report,
      { payment: undefined, returnedBy: { id: 'h1', nome: 'Giulia', cognome: 'Bianchi', hunter_name: 'GiuliaDeiNavigli', role: 'user' }, dispute: undefined },
      6_500,
      { escrowCents: 0, releaseFeeCents: 3_500, refund: null },
    );
    expect(reward).toMatchObject({ returnedBy: { displayName: 'GiuliaDeiNavigli' }, settledFeeCents: 3_500, ownerRefundCents: 0, refundDueOn: null });
  });

  it('recovered without a Hunter: 65% of the escrow back to the owner when the dispute window ends, 35% kept', () => {
    const reward = presentReward({ ...report, reward_status: 'refund_pending' }, { payment: undefined, returnedBy: undefined, dispute: undefined }, null, {
      escrowCents: 13_000,
      releaseFeeCents: null,
      refund: null,
    });
    expect(reward).toMatchObject({ ownerRefundCents: 8_450, settledFeeCents: 4_550, refundDueOn: '2026-03-31T00:00:00.000Z', returnedBy: null });
  });
});

describe('presentRecoverySettlement', () => {
  it('gives each answer its figures from the escrow: 65% to the Hunter in 7 Italian business days, or 65% back after 30 days', () => {
    // Friday 18 December 2026: the 25th and 26th are holidays, so 7 business days fall on Wednesday the 30th.
    const at = new Date('2026-12-18T10:00:00Z');
    expect(presentRecoverySettlement('funded', 13_000, at)).toEqual({
      rewardStatus: 'funded',
      heldCents: 13_000,
      credited: { hunterCents: 8_450, feeCents: 4_550, ownerBackCents: 0, payoutDueOn: '2026-12-30' },
      nobody: { ownerBackCents: 8_450, keptCents: 4_550, refundOn: '2027-01-17T10:00:00.000Z' },
    });
  });

  it('moves no money for a reward never paid', () => {
    expect(presentRecoverySettlement('awaiting_payment', 0, new Date('2026-12-18T10:00:00Z'))).toEqual({
      rewardStatus: 'awaiting_payment',
      heldCents: 0,
      credited: { hunterCents: 0, feeCents: 0, ownerBackCents: 0, payoutDueOn: null },
      nobody: { ownerBackCents: 0, keptCents: 0, refundOn: null },
    });
  });
});

describe('the role badge beside a name (issue #24)', () => {
  const candidate = (role: 'user' | 'shop' | 'admin') =>
    presentCandidate(
      {
        user_id: 'h1',
        nome: 'Giulia',
        cognome: 'Bianchi',
        hunter_name: 'Ciclofficina Navigli',
        role,
        scans: 1,
        sightings: 0,
        authenticated_scans: 0,
        last_seen: new Date('2026-02-01T10:00:00Z'),
        evidence_at: new Date('2026-02-01T10:00:00Z'),
        evidence_source: 'scan',
        evidence_verified: false,
        evidence_latitude: null,
        evidence_longitude: null,
      },
      1,
      false,
    );

  it('a candidate for the credit who is a shop or Ritrova staff carries that badge; anyone else none', () => {
    expect(candidate('shop').badge).toBe('shop');
    expect(candidate('admin').badge).toBe('admin');
    expect(candidate('user').badge).toBeNull();
  });

  it('the returning Hunter carries the badge of a shop or staff account, and nothing for a user', () => {
    const returnedBy = (role: 'user' | 'shop' | 'admin') =>
      presentReward(
        report,
        { payment: undefined, returnedBy: { id: 'h1', nome: 'Giulia', cognome: 'Bianchi', hunter_name: null, role }, dispute: undefined },
        6_500,
      ).returnedBy;
    expect(returnedBy('shop')).toEqual({ id: 'h1', displayName: 'Giulia B.', badge: 'shop' });
    expect(returnedBy('admin')?.badge).toBe('admin');
    expect(returnedBy('user')?.badge).toBeNull();
  });
});
