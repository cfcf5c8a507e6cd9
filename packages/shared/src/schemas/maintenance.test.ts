import { describe, expect, it } from 'vitest';
import { lenientNumber, maintenanceCreateSchema, maintenanceTotal, serviceDayOf } from './maintenance.ts';

const body = (overrides: Record<string, unknown> = {}) => ({ bike: 'b1', serviceDate: '2026-03-14', description: 'Tagliando', ...overrides });
const issuesOf = (input: Record<string, unknown>) => {
  const result = maintenanceCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('lenientNumber', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    ['12,50', 12.5],
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [true, 0],
    ['-3', -3],
    ['1.234,50', 0],
  ])('reads %j as %s', (input, expected) => {
    expect(lenientNumber(input)).toBe(expected);
  });
});

describe('maintenanceTotal', () => {
  it('adds parts and labour in cents, so that 0.1 + 0.2 is 0.3', () => {
    expect(maintenanceTotal(0.1, 0.2)).toBe(0.3);
    expect(maintenanceTotal('12,50', '20')).toBe(32.5);
    expect(maintenanceTotal('', 'abc')).toBe(0);
  });
});

describe('serviceDayOf', () => {
  it('keeps a calendar day and reads a date-time as the day it was in Italy', () => {
    expect(serviceDayOf('2026-03-14')).toBe('2026-03-14');
    expect(serviceDayOf('2026-03-13T23:30:00.000Z')).toBe('2026-03-14');
    expect(serviceDayOf('2026-03-14T10:00:00+02:00')).toBe('2026-03-14');
  });

  it('refuses impossible days and dates without an offset', () => {
    expect(serviceDayOf('2026-02-30')).toBeNull();
    expect(serviceDayOf('14/03/2026')).toBeNull();
    expect(serviceDayOf('2026-03-14T10:00:00')).toBeNull();
  });
});

describe('maintenanceCreateSchema', () => {
  it('fills the defaults of spec §5: general maintenance, costs and kilometres 0, EUR and km', () => {
    expect(maintenanceCreateSchema.parse(body())).toEqual({
      bike: 'b1',
      serviceType: 'general_maintenance',
      serviceDate: '2026-03-14',
      description: 'Tagliando',
      componentsReplaced: null,
      issuesFound: null,
      recommendations: null,
      cost: { parts: 0, labor: 0, total: 0, currency: 'EUR' },
      technician: { name: null },
      odometer: { current: 0, unit: 'km' },
    });
  });

  it('turns numbers that are not numbers into 0 and rounds to the cent and the kilometre', () => {
    const parsed = maintenanceCreateSchema.parse(body({ cost: { parts: 'tanti', labor: '19.999' }, odometer: { current: 'boh' } }));
    expect(parsed.cost).toEqual({ parts: 0, labor: 20, total: 20, currency: 'EUR' });
    expect(parsed.odometer.current).toBe(0);
    expect(maintenanceCreateSchema.parse(body({ odometer: { current: '1500.6' } })).odometer.current).toBe(1501);
  });

  it('computes the total and ignores a total that disagrees', () => {
    const parsed = maintenanceCreateSchema.parse(body({ cost: { parts: 12.5, labor: 20, total: 999, currency: 'EUR' } }));
    expect(parsed.cost.total).toBe(32.5);
  });

  it('gives back a body it accepts again unchanged (what the form sends is what the server reads)', () => {
    const once = maintenanceCreateSchema.parse(body({ cost: { parts: '7,35', labor: 10 }, technician: { name: ' Marco ' } }));
    expect(maintenanceCreateSchema.parse(once)).toEqual(once);
  });

  it.each([
    ['description', { description: '   ' }, 'validation.required'],
    ['description', { description: 'x'.repeat(1001) }, 'validation.max_length'],
    ['serviceDate', { serviceDate: '' }, 'validation.required'],
    ['serviceDate', { serviceDate: 'ieri' }, 'validation.invalid'],
    ['serviceDate', { serviceDate: '2999-01-01' }, 'validation.max_value'],
    ['serviceDate', { serviceDate: '1850-01-01' }, 'validation.min_value'],
    ['serviceType', { serviceType: 'cleaning' }, 'validation.invalid_choice'],
    ['cost.parts', { cost: { parts: -1 } }, 'validation.min_value'],
    ['cost.labor', { cost: { labor: '-0,01' } }, 'validation.min_value'],
    ['cost.currency', { cost: { currency: 'USD' } }, 'validation.invalid_choice'],
    ['odometer.current', { odometer: { current: -5 } }, 'validation.min_value'],
    ['odometer.unit', { odometer: { unit: 'mi' } }, 'validation.invalid_choice'],
    ['componentsReplaced', { componentsReplaced: 'x'.repeat(501) }, 'validation.max_length'],
  ])('refuses a bad %s (%j)', (path, override, message) => {
    expect(issuesOf(body(override))).toContainEqual({ path, message });
  });
});
