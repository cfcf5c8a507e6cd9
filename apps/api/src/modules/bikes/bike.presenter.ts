import type { Bike } from '@ritrova/shared';
import { bikePhotoUrl } from '../../lib/storage.ts';
import type { BikeRow } from './bike.repository.ts';
import type { BikeExtrasRows } from './bike-extras.ts';

/** What travels with a bike to its owner besides its own row. */
interface BikeExtras {
  ownershipHistory: Bike['ownershipHistory'];
  pendingTransfer: Bike['pendingTransfer'];
  tags: Bike['tags'];
  theft: { stolenAt: Date; rewardCents: number } | null;
  photos: Bike['photos'];
  /** A reward was paid for it once (bike.service.ts deleteBike refuses it for good). */
  rewardHistory: boolean;
}

const noExtras = (): BikeExtras => ({ ownershipHistory: [], pendingTransfer: null, tags: [], theft: null, photos: [], rewardHistory: false });

/** Sorts the loaded extras (bike.service.ts `loadBikeExtras`) by bike. */
export function groupBikeExtras(bikeIds: string[], loaded: BikeExtrasRows): Map<string, BikeExtras> {
  const extras = new Map<string, BikeExtras>(bikeIds.map((id) => [id, noExtras()]));
  for (const p of loaded.photos) {
    // The thumbnail's URL as photos/photo.presenter.ts gives it (the bikes module sits below photos).
    extras.get(p.bike_id)?.photos.push({ id: p.id, thumbnailUrl: bikePhotoUrl(p.bike_id, p.id, 'thumbnail', 'jpg'), isMain: p.is_main });
  }
  for (const t of loaded.tags) if (t.bike_id) extras.get(t.bike_id)?.tags.push({ uid: t.uid });
  for (const r of loaded.thefts) {
    const entry = extras.get(r.bike_id);
    if (entry) entry.theft = { stolenAt: r.stolen_at, rewardCents: r.reward_cents };
  }
  for (const r of loaded.rewardHistory) {
    const entry = extras.get(r.bike_id);
    if (entry) entry.rewardHistory = true;
  }
  for (const o of loaded.ownerships) {
    extras.get(o.bike_id)?.ownershipHistory.push({ startedAt: o.started_at.toISOString(), endedAt: o.ended_at?.toISOString() ?? null, via: o.via });
  }
  for (const t of loaded.transfers) {
    const entry = extras.get(t.bike_id);
    if (entry) entry.pendingTransfer = { id: t.id, toEmail: t.to_email, expiresAt: t.expires_at.toISOString(), createdAt: t.created_at.toISOString() };
  }
  return extras;
}

/** A bike as mails name it: "Brand Model “Name”". */
export const bikeLabel = (bike: Pick<BikeRow, 'brand' | 'model' | 'name'>) => [bike.brand, bike.model, `“${bike.name}”`].filter(Boolean).join(' ');

/** A bike as its owner (or an admin) sees it. */
/** What identifies a bike (make, model, colours, serial…), as every surface that describes it says it. */
export function bikeFacts(bike: BikeRow) {
  return {
    id: bike.id,
    name: bike.name,
    brand: bike.brand,
    model: bike.model,
    type: bike.type,
    color: bike.color,
    secondColor: bike.second_color,
    year: bike.year,
    frameSize: bike.frame_size,
    serialNumber: bike.serial_number,
    status: bike.status,
  };
}

export function presentBike(bike: BikeRow, extras: BikeExtras = noExtras()): Bike {
  const reward = extras.theft ? extras.theft.rewardCents / 100 : 0;
  return {
    ...bikeFacts(bike),
    _id: bike.id,
    notes: bike.notes,
    purchaseValueCents: bike.purchase_value_cents,
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
    // The rules of deleteBike, in its order, so the page can say why before any confirmation.
    deleteBlockedBy: bike.status === 'stolen' ? 'stolen' : extras.rewardHistory ? 'reward_history' : null,
  };
}

/** Presents several bikes with their loaded extras (bike.service.ts `loadBikeExtras`). */
export function presentBikes(rows: BikeRow[], loaded: BikeExtrasRows): Bike[] {
  const extras = groupBikeExtras(
    rows.map((r) => r.id),
    loaded,
  );
  return rows.map((r) => presentBike(r, extras.get(r.id)));
}

/** Presents one bike with its loaded extras. */
export function presentOneBike(row: BikeRow, loaded: BikeExtrasRows): Bike {
  return presentBike(row, groupBikeExtras([row.id], loaded).get(row.id));
}
