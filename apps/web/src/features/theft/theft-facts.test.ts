import { describe, expect, it } from 'vitest';
import { instantOf, localDateTime, type TheftFactsFormValues, theftFactsBody, theftFactsFormValues, theftFactsProblems } from './theft-facts';

const now = new Date(2026, 10, 20, 18, 30);
const values = (overrides: Partial<TheftFactsFormValues> = {}): TheftFactsFormValues => ({ ...theftFactsFormValues(null, now), ...overrides });

describe('theft facts form', () => {
  it('starts at the local date and time now, with nothing else given', () => {
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

  it('fills the form with the facts given, at their local time', () => {
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
      new Date(2027, 0, 1),
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
});
