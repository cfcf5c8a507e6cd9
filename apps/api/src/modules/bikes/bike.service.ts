import { type bikeCreateSchema, type bikeListQuerySchema, type bikeUpdateSchema, FieldValidationError, fieldError, latestBikeYear } from '@ritrova/shared';
import type { Insertable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { BikesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { UserRow } from '../users/index.ts';
import { canEditBike, canListAllBikes, canViewBike, isLockedByTheft } from './bike.policy.ts';
import { bikeRepository } from './bike.repository.ts';
import type { BikeExtrasRows } from './bike-extras.ts';
import type { BikeRow, OwnershipRow } from './bike-row.ts';

export const bikeNotFound = () => new AppError(404, 'BIKE_NOT_FOUND', 'Bicicletta non trovata');

/**
 * What bike.presenter.ts shows of these bikes besides their rows (transfers still waiting now): the
 * ownership history from bikes' own table, the rest from their owners (bike-extras.ts, wired at
 * start), one query each run side by side, whatever the number of bikes.
 */
export async function loadBikeExtras(ctx: AppContext, bikeIds: string[]): Promise<BikeExtrasRows> {
  if (bikeIds.length === 0) return { ownerships: [], transfers: [], tags: [], thefts: [], photos: [], rewardHistory: [] };
  const owners = ctx.bikeExtras.providers;
  const now = ctx.clock.now();
  const [ownerships, transfers, tags, thefts, photos, rewardHistory] = await Promise.all([
    bikeRepository.ownershipsOf(ctx.db, bikeIds),
    owners.pendingTransfers(ctx.db, bikeIds, now),
    owners.attachedTags(ctx.db, bikeIds),
    owners.openThefts(ctx.db, bikeIds),
    owners.photos(ctx.db, bikeIds),
    owners.bikesWithRewardPayments(ctx.db, bikeIds),
  ]);
  return { ownerships, transfers, tags, thefts, photos, rewardHistory };
}

/** The ids of the bikes an account owns, newest first: its `biciclette` (users/user.presenter.ts). */
export function bikeIdsOf(ctx: AppContext, ownerId: string): Promise<string[]> {
  return bikeRepository.idsByOwner(ctx.db, ownerId);
}

/** Refuses a model year after next year's (the schema cannot know today): 400 naming `year`. */
function checkYear(ctx: AppContext, year: number | null | undefined): void {
  if (year != null && year > latestBikeYear(ctx.clock.now())) throw new FieldValidationError([fieldError('year', 'validation.max_value')]);
}

/** Registers a bike to the caller and opens its ownership history. */
export async function createBike(ctx: AppContext, actor: UserRow, input: z.output<typeof bikeCreateSchema>): Promise<BikeRow> {
  checkYear(ctx, input.year);
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const bike = await bikeRepository.insert(trx, {
      owner_id: actor.id,
      name: input.name,
      brand: input.brand,
      model: input.model,
      type: input.type,
      color: input.color,
      second_color: input.secondColor,
      year: input.year,
      frame_size: input.frameSize,
      serial_number: input.serialNumber,
      notes: input.notes,
      purchase_value_cents: input.purchaseValueCents,
      created_at: now,
      updated_at: now,
    });
    await bikeRepository.startOwnership(trx, bike.id, actor.id, 'registration', now);
    return bike;
  });
}

/** A bike the caller may see; anyone else's answers 404, as if it did not exist. */
export async function getBike(ctx: AppContext, actor: UserRow, id: string): Promise<BikeRow> {
  const bike = isUuid(id) ? await bikeRepository.findById(ctx.db, id) : undefined;
  if (!bike || !canViewBike(actor, bike)) throw bikeNotFound();
  return bike;
}

/** A bike the caller owns (for changes); anyone else's answers 404. */
async function getOwnBike(ctx: AppContext, actor: UserRow, id: string): Promise<BikeRow> {
  const bike = isUuid(id) ? await bikeRepository.findById(ctx.db, id) : undefined;
  if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
  return bike;
}

/** Every bike of the caller, newest first (the dashboard list). */
export function listMyBikes(ctx: AppContext, actor: UserRow): Promise<BikeRow[]> {
  return bikeRepository.listByOwner(ctx.db, actor.id);
}

/** One page of bikes: the caller's own, or for an admin everyone's (optionally one owner's). */
export async function listBikes(ctx: AppContext, actor: UserRow, query: z.output<typeof bikeListQuerySchema>) {
  const owner = canListAllBikes(actor) ? query.owner : actor.id;
  const { rows, total } = await bikeRepository.list(ctx.db, { ...query, owner });
  return { rows, pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) } };
}

/** Changes the fields given; the owner only. */
export async function updateBike(ctx: AppContext, actor: UserRow, id: string, input: z.output<typeof bikeUpdateSchema>): Promise<BikeRow> {
  await getOwnBike(ctx, actor, id);
  checkYear(ctx, input.year);
  return bikeRepository.update(
    ctx.db,
    id,
    {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.brand !== undefined && { brand: input.brand }),
      ...(input.model !== undefined && { model: input.model }),
      ...(input.type !== undefined && { type: input.type }),
      ...(input.color !== undefined && { color: input.color }),
      ...(input.secondColor !== undefined && { second_color: input.secondColor }),
      ...(input.year !== undefined && { year: input.year }),
      ...(input.frameSize !== undefined && { frame_size: input.frameSize }),
      ...(input.serialNumber !== undefined && { serial_number: input.serialNumber }),
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.purchaseValueCents !== undefined && { purchase_value_cents: input.purchaseValueCents }),
    },
    ctx.clock.now(),
  );
}

/** Deletes a bike with its history; refused while it is reported stolen. */
export async function deleteBike(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  await runTransaction(ctx.db, async (trx) => {
    const bike = isUuid(id) ? await bikeRepository.findByIdForUpdate(trx, id) : undefined;
    if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
    if (isLockedByTheft(bike)) {
      throw new AppError(409, 'BIKE_STOLEN', 'A bike reported stolen cannot be deleted: mark it recovered first');
    }
    // Money records (payments, ledger, payouts, receipts) are kept for years: their bike stays.
    if ((await ctx.bikeExtras.providers.bikesWithRewardPayments(trx, [bike.id])).length > 0)
      throw new AppError(409, 'BIKE_HAS_REWARD', 'A bike with a reward history cannot be deleted');
    // Tags stay on the owner's account (ON DELETE SET NULL); photo rows go with the bike (CASCADE).
    await bikeRepository.delete(trx, id);
  });
  // The photo files go after the commit: a failure leaves orphan files, never a bike without its files.
  if (isUuid(id)) await ctx.storage.deletePrefix(`${id}/`);
}

/**
 * The authoritative list of the caller's bike ids (spec §7 sync-bikes): the
 * client sends what it believes; the answer is what the database holds.
 */
export function syncBikes(ctx: AppContext, actor: UserRow): Promise<string[]> {
  return bikeRepository.idsByOwner(ctx.db, actor.id);
}

// What other modules use of bikes (they never import bike.repository.ts). Each takes the caller's
// handle, so it joins the caller's transaction; the caller's policy decides who may.

/** A bike by id, or undefined. */
export function findBike(db: Db, id: string): Promise<BikeRow | undefined> {
  return bikeRepository.findById(db, id);
}

/** A bike by id, its row locked for the rest of the caller's transaction (lock order: decision 014). */
export function lockBike(db: Db, id: string): Promise<BikeRow | undefined> {
  return bikeRepository.findByIdForUpdate(db, id);
}

/** The bikes an account owns, newest first. */
export function bikesOwnedBy(db: Db, ownerId: string): Promise<BikeRow[]> {
  return bikeRepository.listByOwner(db, ownerId);
}

/** Writes changes to a bike (status, owner…) and stamps `updated_at`. */
export function saveBike(db: Db, id: string, changes: Updateable<BikesTable>, now: Date): Promise<BikeRow> {
  return bikeRepository.update(db, id, changes, now);
}

/** Registers a bike row as given (demo seed; owners register through `createBike`). */
export function insertBike(db: Db, bike: Insertable<BikesTable>): Promise<BikeRow> {
  return bikeRepository.insert(db, bike);
}

/** Opens a period of the bike's ownership history. */
export function startOwnership(db: Db, bikeId: string, ownerId: string, via: OwnershipRow['via'], now: Date): Promise<void> {
  return bikeRepository.startOwnership(db, bikeId, ownerId, via, now);
}

/** Closes the bike's current ownership period. */
export function endCurrentOwnership(db: Db, bikeId: string, now: Date): Promise<void> {
  return bikeRepository.endCurrentOwnership(db, bikeId, now);
}

/**
 * For the purge of a deleted account (privacy/account-retention.ts), after its bikes without money history are
 * deleted: the ones left (a theft report with a payment holds them, for the accounting records) keep
 * only their type and status. Their ids.
 */
export function reduceBikesOf(db: Db, ownerId: string, now: Date): Promise<string[]> {
  return bikeRepository.reduceAllOf(db, ownerId, now);
}
