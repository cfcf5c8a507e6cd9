import type { Reward } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { rewardFigures, rewardView } from './reward-status';

const now = new Date('2026-12-01T10:00:00Z');

function reward(overrides: Partial<Reward> = {}): Reward {
  return {
    theftReportId: 'theft-1',
    status: 'funded',
    amountCents: 15_000,
    hunterShareCents: 9_750,
    stolenAt: '2026-11-20T10:00:00Z',
    refundOn: '2027-11-20T10:00:00Z',
    paymentUrl: null,
    recoveredAt: null,
    returnedBy: null,
    disputeUntil: null,
    settledFeeCents: null,
    ownerRefundCents: null,
    refundDueOn: null,
    dispute: null,
    ...overrides,
  };
}

describe('rewardView', () => {
  it('offers paying and changing only a reward awaiting payment', () => {
    expect(rewardView(reward({ status: 'awaiting_payment' }), now)).toMatchObject({ canPay: true, canChange: true });
    for (const status of ['none', 'funded', 'released', 'refund_pending', 'refunded'] as const) {
      expect(rewardView(reward({ status }), now)).toMatchObject({ canPay: false, canChange: false });
    }
  });

  it('shows the refund date while the bike is missing, not once it is recovered or settled', () => {
    expect(rewardView(reward({ status: 'funded' }), now).refundDate).toBe('2027-11-20T10:00:00Z');
    expect(rewardView(reward({ status: 'awaiting_payment' }), now).refundDate).toBe('2027-11-20T10:00:00Z');
    expect(rewardView(reward({ status: 'refunded' }), now).refundDate).toBeNull();
    expect(rewardView(reward({ status: 'none' }), now).refundDate).toBeNull();
    expect(rewardView(reward({ status: 'released', recoveredAt: '2026-11-28T10:00:00Z' }), now).refundDate).toBeNull();
  });

  it('lets the owner dispute a recovery within its window, once', () => {
    const recovered = { status: 'released' as const, recoveredAt: '2026-11-28T10:00:00Z', disputeUntil: '2026-12-28T10:00:00Z' };
    expect(rewardView(reward(recovered), now).canDispute).toBe(true);
    expect(rewardView(reward(recovered), new Date('2026-12-28T10:00:00Z')).canDispute).toBe(false);
    expect(rewardView(reward({ ...recovered, dispute: { id: 'd-1', status: 'open', outcome: null } }), now).canDispute).toBe(false);
    expect(rewardView(reward({ status: 'funded' }), now).canDispute).toBe(false);
  });
});

describe('rewardFigures', () => {
  it('after a recovery without a Hunter, shows what comes back, what is kept and when, and no Hunter share', () => {
    const figures = rewardFigures(
      reward({
        status: 'refund_pending',
        recoveredAt: '2026-11-24T10:00:00Z',
        ownerRefundCents: 9_750,
        settledFeeCents: 5_250,
        refundDueOn: '2026-12-24T10:00:00Z',
      }),
    );
    expect(figures).toEqual({ hunterShareCents: null, feeCents: 5_250, ownerBackCents: 9_750, refundDueOn: '2026-12-24T10:00:00Z' });
  });

  it("after crediting a Hunter, shows the Hunter's share, the fee and nothing back", () => {
    const figures = rewardFigures(
      reward({
        status: 'released',
        recoveredAt: '2026-11-24T10:00:00Z',
        ownerRefundCents: 0,
        settledFeeCents: 5_250,
        returnedBy: { id: 'h', displayName: 'Lupa', badge: null },
      }),
    );
    expect(figures).toEqual({ hunterShareCents: 9_750, feeCents: 5_250, ownerBackCents: 0, refundDueOn: null });
  });

  it('while the theft is open, shows only the share on offer', () => {
    expect(rewardFigures(reward({ status: 'funded' }))).toEqual({ hunterShareCents: 9_750, feeCents: null, ownerBackCents: null, refundDueOn: null });
    expect(rewardFigures(reward({ status: 'none' })).hunterShareCents).toBeNull();
  });
});
