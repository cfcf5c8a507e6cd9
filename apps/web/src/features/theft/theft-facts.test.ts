import { describe, expect, it } from 'vitest';
import { instantOf, localDateTime, type TheftFactsFormValues, theftFactsBody, theftFactsFormValues, theftFactsProblems } from './theft-facts';

// 18:30 in Italy (UTC+1 in November), whatever zone the machine running the tests is in.
const now = new Date('2026-11-20T17:30:00Z');
const values = (overrides: Partial<TheftFactsFormValues> = {}): TheftFactsFormValues => ({ ...theftFactsFormValues(null, now), ...overrides });

describe('theft facts form', () => {
  it('starts at the date and time in Italy now, with nothing else given', () => {
    expect(theftFactsFormValues(null, now)).toEqual({
      date: '2026-11-20',
      time: '18:30',
      place: null,
      address: '',
      circumstances: '',
      lock: '',
      policeReportNumber: '',
      policeStation: '',
      policeReportDate: '',
    });
    expect(instantOf('2026-11-20', '18:30').getTime()).toBe(now.getTime());
    expect(localDateTime(now)).toEqual({ date: '2026-11-20', time: '18:30' });
  });

  it('accepts the defaults and a full set of facts', () => {
    expect(theftFactsProblems(values(), now)).toEqual([]);
    expect(theftFactsProblems(values({ date: '2026-11-19', place: { lat: 45.46, lng: 9.19 }, policeReportDate: '2026-11-19' }), now)).toEqual([]);
  });

  it('refuses a time in the future, a theft more than a year old, a point abroad and a police report before the theft', () => {
    expect(theftFactsProblems(values({ time: '18:31' }), now)).toEqual([{ field: 'date', message: 'validation.date_in_future' }]);
    expect(theftFactsProblems(values({ date: '2025-11-01' }), now)).toEqual([{ field: 'date', message: 'validation.date_too_old' }]);
    expect(theftFactsProblems(values({ place: { lat: 48.85, lng: 2.35 } }), now)).toEqual([{ field: 'place', message: 'validation.place_outside_italy' }]);
    expect(theftFactsProblems(values({ date: '2026-11-18', policeReportDate: '2026-11-17' }), now)).toEqual([
      { field: 'policeReportDate', message: 'validation.police_date_before_theft' },
    ]);
    expect(theftFactsProblems(values({ policeReportDate: '2026-11-21' }), now)).toEqual([{ field: 'policeReportDate', message: 'validation.date_in_future' }]);
  });

  it('sends empty text as null, trims the rest, and leaves the time out when asked', () => {
    const body = theftFactsBody(values({ address: '  Via Roma 1 ', lock: ' ', policeReportDate: '2026-11-20' }));
    expect(body).toEqual({
      stolenAt: now.toISOString(),
      place: null,
      address: 'Via Roma 1',
      circumstances: null,
      lock: null,
      policeReportNumber: null,
      policeStation: null,
      policeReportDate: '2026-11-20',
    });
    expect(theftFactsBody(values(), { sendTime: false })).not.toHaveProperty('stolenAt');
  });

  it('fills the form with the facts given, at their time in Italy', () => {
    const form = theftFactsFormValues(
      {
        stolenAt: now.toISOString(),
        place: { lat: 45.464711, lng: 9.190103 },
        address: 'Piazza del Duomo',
        placeName: 'Milano (MI)',
        circumstances: null,
        lock: 'Catena',
        policeReportNumber: 'N1',
        policeStation: null,
        policeReportDate: '2026-11-21',
      },
      new Date('2027-01-01T12:00:00Z'),
    );
    expect(form).toMatchObject({
      date: '2026-11-20',
      time: '18:30',
      place: { lat: 45.464711, lng: 9.190103 },
      address: 'Piazza del Duomo',
      circumstances: '',
      lock: 'Catena',
    });
  });

  it("takes the date and time as Italy's clock reads them, the day included, whatever the device's zone", () => {
    // 23:40 UTC on 27 November is already 28 November in Italy: a police report of that day is
    // not before the theft, as the API (which dates by Italy's day) agrees.
    const lateEvening = new Date('2026-11-27T23:40:00Z');
    expect(localDateTime(lateEvening)).toEqual({ date: '2026-11-28', time: '00:40' });
    expect(theftFactsProblems({ ...theftFactsFormValues(null, lateEvening), policeReportDate: '2026-11-28' }, lateEvening)).toEqual([]);
    expect(instantOf('2026-11-28', '00:40').toISOString()).toBe('2026-11-27T23:40:00.000Z');
    expect(instantOf('2026-07-01', '12:00').toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('reads an hour the clocks skip as the hour after, and an hour they repeat as its first pass', () => {
    // 29 March 2026: 02:00 becomes 03:00. 25 October 2026: 03:00 becomes 02:00 again.
    expect(instantOf('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localDateTime(instantOf('2026-03-29', '02:30'))).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(instantOf('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOf('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(Number.isNaN(instantOf('2026-10-25', '').getTime())).toBe(true);
  });
});
