import { describe, expect, it } from 'vitest';
import { periodCutoff } from './retention-period.ts';

const at = (iso: string) => new Date(iso);

describe('periodCutoff', () => {
  it('counts days as 24 hours', () => {
    expect(periodCutoff({ count: 30, unit: 'days' }, at('2026-12-31T10:00:00Z'))).toEqual(at('2026-12-01T10:00:00Z'));
    expect(periodCutoff({ count: 0, unit: 'days' }, at('2026-12-31T10:00:00Z'))).toEqual(at('2026-12-31T10:00:00Z'));
  });

  it('counts months and years on the calendar, keeping the time of day', () => {
    expect(periodCutoff({ count: 6, unit: 'months' }, at('2027-06-15T08:30:00Z'))).toEqual(at('2026-12-15T08:30:00Z'));
    expect(periodCutoff({ count: 24, unit: 'months' }, at('2028-11-27T23:59:00Z'))).toEqual(at('2026-11-27T23:59:00Z'));
    expect(periodCutoff({ count: 10, unit: 'years' }, at('2036-02-29T12:00:00Z'))).toEqual(at('2026-02-28T12:00:00Z'));
  });

  it('ends on the last day of a shorter month', () => {
    expect(periodCutoff({ count: 1, unit: 'months' }, at('2027-03-31T09:00:00Z'))).toEqual(at('2027-02-28T09:00:00Z'));
    expect(periodCutoff({ count: 6, unit: 'months' }, at('2028-08-31T00:00:00Z'))).toEqual(at('2028-02-29T00:00:00Z'));
    expect(periodCutoff({ count: 12, unit: 'months' }, at('2027-01-31T00:00:00Z'))).toEqual(at('2026-01-31T00:00:00Z'));
  });
});
