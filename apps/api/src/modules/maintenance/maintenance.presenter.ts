import type { MaintenanceRecord } from '@ritrova/shared';
import type { UserRow } from '../users/index.ts';
import type { MaintenanceAuthor, MaintenanceRowWithAuthor } from './maintenance.repository.ts';

/** Spec §3 createdBy: the name, or first and last name, or the e-mail; null when the account is gone. */
export function authorName(author: MaintenanceAuthor): string | null {
  const name = [author.author_nome, author.author_cognome]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || author.author_email || null;
}

/**
 * A record as the bike's owner sees it. Amounts leave in euros (cents / 100) and
 * the total is computed here, so it always equals parts + labour. The author is
 * named when it is the viewer or a shop (a business that serviced the bike); a
 * previous owner stays unnamed, as in the bike's ownership history.
 */
export function presentMaintenanceRecord(row: MaintenanceRowWithAuthor, viewer: Pick<UserRow, 'id'>): MaintenanceRecord {
  const mine = row.created_by !== null && row.created_by === viewer.id;
  return {
    id: row.id,
    _id: row.id,
    bike: row.bike_id,
    serviceType: row.service_type,
    serviceDate: row.service_date,
    description: row.description,
    componentsReplaced: row.components_replaced,
    issuesFound: row.issues_found,
    recommendations: row.recommendations,
    cost: {
      parts: row.parts_cents / 100,
      labor: row.labor_cents / 100,
      total: (row.parts_cents + row.labor_cents) / 100,
      currency: 'EUR',
    },
    technician: { name: row.technician_name },
    odometer: { current: row.odometer_km, unit: 'km' },
    createdByType: row.created_by_type,
    createdBy: { name: mine || row.created_by_type === 'shop' ? authorName(row) : null },
    editable: mine,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
