import { describe, expect, it } from 'vitest';
import { addItalianBusinessDays, isItalianBusinessDay, italianDate } from './business-days.ts';

describe('Italian business days', () => {
  it('skips weekends', () => {
    // Monday 16 November 2026 + 7 business days: Tue..Fri (4), Mon..Wed (3) → Wednesday 25 November.
    expect(addItalianBusinessDays(new Date('2026-11-16T10:00:00+01:00'), 7)).toBe('2026-11-25');
    // Saturday counts from the next Monday.
    expect(addItalianBusinessDays(new Date('2026-11-21T10:00:00+01:00'), 1)).toBe('2026-11-23');
  });

  it('skips Italian public holidays', () => {
    // Friday 18 December 2026: 21,22,23,24 (4), 25 and 26 holidays, 27 Sunday, 28,29,30 (3) → 30 December.
    expect(addItalianBusinessDays(new Date('2026-12-18T09:00:00+01:00'), 7)).toBe('2026-12-30');
    // 8 December (Immacolata) and Easter Monday are not business days; 2 June (Republic Day) neither.
    expect(isItalianBusinessDay('2026-12-08')).toBe(false);
    expect(isItalianBusinessDay('2026-04-06')).toBe(false);
    expect(isItalianBusinessDay('2026-06-02')).toBe(false);
    expect(isItalianBusinessDay('2026-06-03')).toBe(true);
  });

  it('counts from the Italian calendar day, not UTC', () => {
    // 23:30 UTC on Monday is already Tuesday in Rome.
    expect(italianDate(new Date('2026-11-16T23:30:00Z'))).toBe('2026-11-17');
    expect(addItalianBusinessDays(new Date('2026-11-16T23:30:00Z'), 1)).toBe('2026-11-18');
  });

  it('crosses the year with New Year and Epiphany', () => {
    // Wednesday 30 December 2026: 31 (1), 1 Jan holiday, 4 Jan Mon (2), 5 (3), 6 Epiphany, 7 (4), 8 (5), 11 (6), 12 (7).
    expect(addItalianBusinessDays(new Date('2026-12-30T12:00:00+01:00'), 7)).toBe('2027-01-12');
  });
});
