import type { Bike } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';
import { photosOf, presentPhoto } from '../photos/photo.service.ts';
import type { BikeRow } from './bike.repository.ts';

/** What travels with a bike to its owner besides its own row. */
interface BikeExtras {
  ownershipHistory: Bike['ownershipHistory'];
  pendingTransfer: Bike['pendingTransfer'];
  tags: Bike['tags'];
  theft: { stolenAt: Date; rewardCents: number } | null;
  photos: Bike['photos'];
}

const noExtras = (): BikeExtras => ({ ownershipHistory: [], pendingTransfer: null, tags: [], theft: null, photos: [] });

/** Loads ownership periods, transfers still waiting at `now`, tags and open theft reports of many bikes at once. */
export async function loadBikeExtras(db: Db, bikeIds: string[], now: Date): Promise<Map<string, BikeExtras>> {
  const extras = new Map<string, BikeExtras>(bikeIds.map((id) => [id, noExtras()]));
  if (bikeIds.length === 0) return extras;
  const [ownerships, transfers, tags, thefts, photos] = await Promise.all([
    db.selectFrom('bike_ownerships').select(['bike_id', 'via', 'started_at', 'ended_at']).where('bike_id', 'in', bikeIds).orderBy('started_at').execute(),
    db
      .selectFrom('bike_transfers')
      .select(['id', 'bike_id', 'to_email', 'expires_at', 'created_at'])
      .where('bike_id', 'in', bikeIds)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .execute(),
    db.selectFrom('tags').select(['uid', 'bike_id']).where('bike_id', 'in', bikeIds).orderBy('attached_at').execute(),
    db.selectFrom('theft_reports').select(['bike_id', 'stolen_at', 'reward_cents']).where('bike_id', 'in', bikeIds).where('status', '=', 'open').execute(),
    photosOf(db, bikeIds),
  ]);
  for (const p of photos) {
    const { id, thumbnailUrl, isMain } = presentPhoto(p);
    extras.get(p.bike_id)?.photos.push({ id, thumbnailUrl, isMain });
  }
  for (const t of tags) if (t.bike_id) extras.get(t.bike_id)?.tags.push({ uid: t.uid });
  for (const r of thefts) {
    const entry = extras.get(r.bike_id);
    if (entry) entry.theft = { stolenAt: r.stolen_at, rewardCents: r.reward_cents };
  }
  for (const o of ownerships) {
    extras.get(o.bike_id)?.ownershipHistory.push({ startedAt: o.started_at.toISOString(), endedAt: o.ended_at?.toISOString() ?? null, via: o.via });
  }
  for (const t of transfers) {
    const entry = extras.get(t.bike_id);
    if (entry) entry.pendingTransfer = { id: t.id, toEmail: t.to_email, expiresAt: t.expires_at.toISOString(), createdAt: t.created_at.toISOString() };
  }
  return extras;
}

/** A bike as mails name it: "Brand Model “Name”". */
export const bikeLabel = (bike: Pick<BikeRow, 'brand' | 'model' | 'name'>) => [bike.brand, bike.model, `“${bike.name}”`].filter(Boolean).join(' ');

/** A bike as its owner (or an admin) sees it. */
export function presentBike(bike: BikeRow, extras: BikeExtras = noExtras()): Bike {
  const reward = extras.theft ? extras.theft.rewardCents / 100 : 0;
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
    reward,
    stolenInfo: extras.theft ? { dateStolen: extras.theft.stolenAt.toISOString(), reward } : null,
    tags: extras.tags,
    tagId: extras.tags[0]?.uid ?? null,
    photos: extras.photos,
    mainPhoto: extras.photos.find((p) => p.isMain)?.thumbnailUrl ?? null,
    owner: bike.owner_id,
    createdAt: bike.created_at.toISOString(),
    updatedAt: bike.updated_at.toISOString(),
    ownershipHistory: extras.ownershipHistory,
    pendingTransfer: extras.pendingTransfer,
  };
}

/** Presents several bikes with their extras. */
export async function presentBikes(db: Db, rows: BikeRow[], now: Date): Promise<Bike[]> {
  const extras = await loadBikeExtras(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => presentBike(r, extras.get(r.id)));
}

/** Presents one bike with its extras. */
export async function presentOneBike(db: Db, row: BikeRow, now: Date): Promise<Bike> {
  const extras = await loadBikeExtras(db, [row.id], now);
  return presentBike(row, extras.get(row.id));
}
