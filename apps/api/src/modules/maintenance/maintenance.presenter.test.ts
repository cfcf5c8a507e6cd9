import { describe, expect, it } from 'vitest';
import { authorName, presentMaintenanceRecord } from './maintenance.presenter.ts';
import type { MaintenanceRowWithAuthor } from './maintenance.repository.ts';

const row = (overrides: Partial<MaintenanceRowWithAuthor> = {}): MaintenanceRowWithAuthor => ({
  id: 'r1',
  bike_id: 'b1',
  service_type: 'repair',
  service_date: '2026-03-14',
  description: 'Raggio rotto sostituito',
  components_replaced: null,
  issues_found: null,
  recommendations: null,
  parts_cents: 1_999,
  labor_cents: 1,
  technician_name: 'Giuseppe',
  odometer_km: 1_234,
  created_by: 'u1',
  created_by_type: 'user',
  created_at: new Date('2026-03-14T10:00:00Z'),
  updated_at: new Date('2026-03-14T10:00:00Z'),
  author_nome: 'Marco',
  author_cognome: 'Rossi',
  author_email: 'marco@example.com',
  ...overrides,
});

describe('authorName', () => {
  it('is the first and last name, else the e-mail, else nothing', () => {
    expect(authorName(row())).toBe('Marco Rossi');
    expect(authorName(row({ author_nome: ' ', author_cognome: '' }))).toBe('marco@example.com');
    expect(authorName(row({ author_nome: null, author_cognome: null, author_email: null }))).toBeNull();
  });
});

describe('presentMaintenanceRecord', () => {
  it('gives amounts in euros with the total computed from the cents', () => {
    expect(presentMaintenanceRecord(row(), { id: 'u1' }).cost).toEqual({ parts: 19.99, labor: 0.01, total: 20, currency: 'EUR' });
  });

  it('names the viewer’s own records and a shop’s, never a previous owner’s', () => {
    expect(presentMaintenanceRecord(row(), { id: 'u1' })).toMatchObject({ createdBy: { name: 'Marco Rossi' }, editable: true });
    expect(presentMaintenanceRecord(row({ created_by_type: 'shop' }), { id: 'u2' })).toMatchObject({ createdBy: { name: 'Marco Rossi' }, editable: false });
    const inherited = presentMaintenanceRecord(row(), { id: 'u2' });
    expect(inherited).toMatchObject({ createdBy: { name: null }, editable: false });
    expect(JSON.stringify(inherited)).not.toContain('marco@example.com');
  });
});
