import { describe, expect, it } from 'vitest';
import { presentReward } from './reward.presenter.ts';

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
      { payment: undefined, returnedBy: { id: 'h1', nome: 'Giulia', cognome: 'rossi' }, dispute: { id: 'd1', status: 'open', outcome: null } },
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
