import { maintenanceCreateSchema } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { emptyMaintenanceForm, formatServiceDay, maintenanceHistoryPath } from './maintenance-form';

describe('emptyMaintenanceForm', () => {
  it('starts as spec §5 says: general maintenance, today, zeros and the user’s first name', () => {
    const form = emptyMaintenanceForm('b1', 'Marco', new Date(2026, 2, 14, 23, 30));
    expect(form).toMatchObject({
      bike: 'b1',
      serviceType: 'general_maintenance',
      serviceDate: '2026-03-14',
      cost: { parts: 0, labor: 0 },
      odometer: { current: 0 },
      technician: { name: 'Marco' },
    });
  });

  it('needs only a description to be a valid body', () => {
    const form = emptyMaintenanceForm('b1', 'Marco', new Date(2026, 2, 14));
    expect(maintenanceCreateSchema.safeParse(form).success).toBe(false);
    expect(maintenanceCreateSchema.parse({ ...form, description: 'Tagliando' })).toMatchObject({
      description: 'Tagliando',
      cost: { parts: 0, labor: 0, total: 0, currency: 'EUR' },
      componentsReplaced: null,
    });
  });
});

describe('formatServiceDay', () => {
  it('writes the day it names, in the reader’s language', () => {
    expect(formatServiceDay('2026-03-14', 'it')).toBe('14 marzo 2026');
    expect(formatServiceDay('2026-01-01', 'en')).toBe('January 1, 2026');
  });
});

describe('maintenanceHistoryPath', () => {
  it('opens the bike’s page at its maintenance history', () => {
    expect(maintenanceHistoryPath('b 1')).toBe('/bikes/b%201#maintenance-history');
  });
});
