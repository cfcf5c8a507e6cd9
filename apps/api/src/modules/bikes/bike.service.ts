import type { bikeCreateSchema, bikeListQuerySchema, bikeUpdateSchema } from '@ritrova/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../users/user-row.ts';
import { canEditBike, canListAllBikes, canViewBike, isLockedByTheft } from './bike.policy.ts';
import { type BikeExtrasRows, type BikeRow, bikeRepository } from './bike.repository.ts';

export const bikeNotFound = () => new AppError(404, 'BIKE_NOT_FOUND', 'Bicicletta non trovata');

/** What bike.presenter.ts shows of these bikes besides their rows, loaded at once (transfers still waiting now). */
export function loadBikeExtras(ctx: AppContext, bikeIds: string[]): Promise<BikeExtrasRows> {
  return bikeRepository.extrasOf(ctx.db, bikeIds, ctx.clock.now());
}

/** The ids of the bikes an account owns, newest first: its `biciclette` (users/user.presenter.ts). */
export function bikeIdsOf(ctx: AppContext, ownerId: string): Promise<string[]> {
  return bikeRepository.idsByOwner(ctx.db, ownerId);
}

/** Registers a bike to the caller and opens its ownership history. */
export async function createBike(ctx: AppContext, actor: UserRow, input: z.output<typeof bikeCreateSchema>): Promise<BikeRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const bike = await bikeRepository.insert(trx, {
      owner_id: actor.id,
      name: input.name,
      brand: input.brand,
      model: input.model,
      type: input.type,
      color: input.color,
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
  return bikeRepository.update(
    ctx.db,
    id,
    {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.brand !== undefined && { brand: input.brand }),
      ...(input.model !== undefined && { model: input.model }),
      ...(input.type !== undefined && { type: input.type }),
      ...(input.color !== undefined && { color: input.color }),
      ...(input.serialNumber !== undefined && { serial_number: input.serialNumber }),
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.purchaseValueCents !== undefined && { purchase_value_cents: input.purchaseValueCents }),
    },
    ctx.clock.now(),
  );
}

/** Deletes a bike with its history; refused while it is reported stolen. */
export async function deleteBike(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const bike = isUuid(id) ? await bikeRepository.findByIdForUpdate(trx, id) : undefined;
    if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
    if (isLockedByTheft(bike)) {
      throw new AppError(409, 'BIKE_STOLEN', 'A bike reported stolen cannot be deleted: mark it recovered first');
    }
    // Money records (payments, ledger, payouts, receipts) are kept for years: their bike stays.
    const money = await trx
      .selectFrom('reward_payments as p')
      .innerJoin('theft_reports as t', 't.id', 'p.theft_report_id')
      .select('p.id')
      .where('t.bike_id', '=', bike.id)
      .limit(1)
      .executeTakeFirst();
    if (money) throw new AppError(409, 'BIKE_HAS_REWARD', 'A bike with a reward history cannot be deleted');
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
