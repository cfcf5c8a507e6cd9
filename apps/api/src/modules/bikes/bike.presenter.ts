import type { Bike } from '@ritrova/shared';
import type { Db } from '../../db/database.js';
import type { BikeRow } from './bike.repository.js';

/** What travels with a bike to its owner besides its own row. */
interface BikeExtras {
  ownershipHistory: Bike['ownershipHistory'];
  pendingTransfer: Bike['pendingTransfer'];
}

/** Loads ownership periods and waiting transfers of many bikes in two queries. */
export async function loadBikeExtras(db: Db, bikeIds: string[]): Promise<Map<string, BikeExtras>> {
  const extras = new Map<string, BikeExtras>(bikeIds.map((id) => [id, { ownershipHistory: [], pendingTransfer: null }]));
  if (bikeIds.length === 0) return extras;
  const [ownerships, transfers] = await Promise.all([
    db.selectFrom('bike_ownerships').select(['bike_id', 'via', 'started_at', 'ended_at']).where('bike_id', 'in', bikeIds).orderBy('started_at').execute(),
    db
      .selectFrom('bike_transfers')
      .select(['id', 'bike_id', 'to_email', 'expires_at', 'created_at'])
      .where('bike_id', 'in', bikeIds)
      .where('status', '=', 'pending')
      .where('expires_at', '>', new Date())
      .execute(),
  ]);
  for (const o of ownerships) {
    extras.get(o.bike_id)?.ownershipHistory.push({ startedAt: o.started_at.toISOString(), endedAt: o.ended_at?.toISOString() ?? null, via: o.via });
  }
  for (const t of transfers) {
    const entry = extras.get(t.bike_id);
    if (entry) entry.pendingTransfer = { id: t.id, toEmail: t.to_email, expiresAt: t.expires_at.toISOString(), createdAt: t.created_at.toISOString() };
  }
  return extras;
}

/**
 * A bike as its owner (or an admin) sees it. Tags, photos and the theft report
 * arrive with their issues (#4, #6); until then they are empty.
 */
export function presentBike(bike: BikeRow, extras: BikeExtras = { ownershipHistory: [], pendingTransfer: null }): Bike {
  return {
    id: bike.id,
    _id: bike.id,
    name: bike.name,
    brand: bike.brand,
    model: bike.model,
    type: bike.type,
    color: bike.color,
    serialNumber: bike.serial_number,
    notes: bike.notes,
    purchaseValueCents: bike.purchase_value_cents,
    status: bike.status,
    reward: 0,
    stolenInfo: null,
    tags: [],
    tagId: null,
    photos: [],
    mainPhoto: null,
    owner: bike.owner_id,
    createdAt: bike.created_at.toISOString(),
    updatedAt: bike.updated_at.toISOString(),
    ownershipHistory: extras.ownershipHistory,
    pendingTransfer: extras.pendingTransfer,
  };
}

/** Presents several bikes with their extras. */
export async function presentBikes(db: Db, rows: BikeRow[]): Promise<Bike[]> {
  const extras = await loadBikeExtras(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentBike(r, extras.get(r.id)));
}

/** Presents one bike with its extras. */
export async function presentOneBike(db: Db, row: BikeRow): Promise<Bike> {
  const extras = await loadBikeExtras(db, [row.id]);
  return presentBike(row, extras.get(row.id));
}
