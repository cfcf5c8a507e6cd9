import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { sightingPhotoFolder } from '../../lib/storage.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { sightingRepository } from './sighting.repository.ts';
import { theftRepository } from './theft.repository.ts';

// What the retention job (modules/privacy; issue #26, decision 049) does to the theft module's tables:
// one batch per call (at most `limit` rows, a short transaction), returning how many rows it changed.
// A theft closes when its bike is recovered or its reward refunded (coalesce(recovered_at, refunded_at)).

/** `sighting_contact`: clears a batch of finders' contact addresses of thefts closed at or before `closedBy`. */
export function clearSightingContacts(db: Db, closedBy: Date, limit: number): Promise<number> {
  return sightingRepository.clearContactsOfClosedThefts(db, closedBy, limit);
}

/** `sighting_client_keys`: clears a batch of anonymous sightings' keyed clients made at or before `before`. */
export function clearSightingClientKeys(db: Db, before: Date, limit: number): Promise<number> {
  return sightingRepository.clearClientKeys(db, before, limit);
}

/** `sightings`: reduces a batch of sightings of thefts closed at or before `closedBy` (note, exact point, accuracy). */
export function reduceSightings(db: Db, closedBy: Date, limit: number): Promise<number> {
  return sightingRepository.reduceOfClosedThefts(db, closedBy, limit);
}

/**
 * `sightings`: deletes a batch of photos of sightings of thefts closed at or before `closedBy`, files
 * first, then their rows, in one transaction holding the rows' locks: a row goes only once its files
 * are gone (a failed removal leaves both for the next run), and two workers never take the same photo.
 */
export async function deleteSightingPhotos(ctx: AppContext, closedBy: Date, limit: number): Promise<number> {
  return runTransaction(ctx.db, async (trx) => {
    const photos = await sightingRepository.lockPhotosOfClosedThefts(trx, closedBy, limit);
    for (const photo of photos) await ctx.storage.deletePrefix(`${sightingPhotoFolder(photo.bike_id, photo.id)}/`);
    await sightingRepository.deletePhotos(
      trx,
      photos.map((p) => p.id),
    );
    return photos.length;
  });
}

/**
 * `theft_facts`: reduces a batch of thefts closed at or before `closedBy` to the municipality, the dates,
 * the amounts and a ~1 km point. NOTE: the update runs only when a report is due: any statement on
 * theft_reports, even one changing nothing, tells every process to drop its tag views (the NOTIFY
 * trigger of the verification cache).
 */
export async function reduceTheftFacts(db: Db, closedBy: Date, limit: number): Promise<number> {
  return runTransaction(db, async (trx) => {
    const ids = await theftRepository.lockClosedWithFacts(trx, closedBy, limit);
    await theftRepository.reduceFacts(trx, ids);
    return ids.length;
  });
}
