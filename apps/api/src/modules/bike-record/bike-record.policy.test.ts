import { describe, expect, it } from 'vitest';
import { canPrintBikeRecord } from './bike-record.policy.ts';

describe('canPrintBikeRecord', () => {
  it("lets the owner print her bike's record", () => {
    expect(canPrintBikeRecord({ id: 'u1' }, { owner_id: 'u1' })).toBe(true);
  });

  it('refuses anyone else, whatever their role', () => {
    expect(canPrintBikeRecord({ id: 'admin' }, { owner_id: 'u1' })).toBe(false);
  });
});
