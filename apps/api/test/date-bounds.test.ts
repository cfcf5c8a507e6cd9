import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';

/**
 * Issue #24 item 6: a date or a number a request names is refused with a 400 naming the field when
 * it is outside a sane range — never a 500 from the database or the date arithmetic behind it.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
  owner = await signedInUser(t.app, t.ctx);
});
afterAll(() => t.close());

/** Days no filter may name: before 2000, after 2100, not on the calendar, not four-digit years. */
const OUT_OF_RANGE_DAYS = ['0000-01-01', '0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '10000-01-01', '+275760-09-13', '2026-02-30'];
/** Numbers no query may carry: beyond a double, not a number, beyond any field's bounds. */
const BAD_NUMBERS = ['1e309', '-1e309', 'NaN', 'Infinity', '9007199254740993'];

function expectRefused(res: { statusCode: number; json(): { fields?: { field: string }[] } }, field: string, what: string) {
  expect(res.statusCode, what).toBe(400);
  expect(
    res.json().fields?.map((f) => f.field),
    what,
  ).toContain(field);
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('date filters', () => {
  const filters: [string, () => Record<string, string>][] = [
    ['/api/stolen', () => ({})],
    ['/api/admin/audit', () => admin.headers],
    ['/api/admin/ledger', () => admin.headers],
  ];

  it.each(filters)('%s refuses a from or to day outside 2000–2100 or not on the calendar, naming it', async (url, headers) => {
    for (const field of ['from', 'to']) {
      for (const day of OUT_OF_RANGE_DAYS) expectRefused(await get(`${url}?${field}=${encodeURIComponent(day)}`, headers()), field, `${field}=${day}`);
    }
  });

  it.each(filters)('%s accepts the first and the last day of the range', async (url, headers) => {
    const res = await get(`${url}?from=2000-01-01&to=2100-12-31`, headers());
    expect(res.statusCode).toBe(200);
  });
});

describe('dates of a theft', () => {
  const report = async (payload: object) => {
    const bike = await createBike(t.ctx, owner.user.id);
    return t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, headers: owner.headers, payload: { reward: 0, ...payload } });
  };

  it('refuses a theft time outside the sane range, naming stolenAt', async () => {
    for (const at of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00Z', '2026-02-30T10:00:00Z']) {
      expectRefused(await report({ stolenAt: at }), 'stolenAt', at);
    }
  });

  it('refuses a theft time later than now by the application clock', async () => {
    const inAnHour = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const res = await report({ stolenAt: inAnHour });
    expectRefused(res, 'stolenAt', inAnHour);
    expect(res.json().fields[0]).toMatchObject({ field: 'stolenAt', i18nKey: 'validation.date_in_future' });
  });

  it('refuses a police report day outside the sane range, naming policeReportDate', async () => {
    for (const day of OUT_OF_RANGE_DAYS) expectRefused(await report({ policeReportDate: day }), 'policeReportDate', day);
  });
});

describe('numbers in a query', () => {
  it.each([
    ['/api/stolen', 'page', ['-1', '0']],
    ['/api/stolen', 'radiusKm', ['-1', '0']],
    ['/api/stolen?lng=9', 'lat', ['-91', '91']],
    ['/api/bikes', 'page', ['-1', '0']],
    ['/api/bikes', 'limit', ['-1', '0']],
    ['/api/hunts?lng=9', 'lat', ['-91', '91']],
  ])('%s refuses a %s beyond what a number or the field can be', async (url, field, outOfBounds) => {
    for (const value of [...BAD_NUMBERS, ...outOfBounds]) {
      const separator = url.includes('?') ? '&' : '?';
      expectRefused(await get(`${url}${separator}${field}=${value}`, owner.headers), field, `${field}=${value}`);
    }
  });

  it.each([
    ['/api/bikes', 'page'],
    ['/api/admin/thefts', 'page'],
    ['/api/admin/tags', 'page'],
    ['/api/admin/ledger', 'page'],
  ])('%s refuses a %s past the last page anyone could want (2^31)', async (url, field) => {
    const headers = url.startsWith('/api/admin/') ? admin.headers : owner.headers;
    expectRefused(await get(`${url}?${field}=2147483648`, headers), field, `${field}=2^31`);
  });
});
