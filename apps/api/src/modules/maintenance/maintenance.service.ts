import { eurosToCents, type MaintenanceRecord, type maintenanceCreateSchema, type maintenanceUpdateSchema } from '@ritrova/shared';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { MaintenanceRecordsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { BikeRow } from '../bikes/index.ts';
import { bikeNotFound, findBike } from '../bikes/index.ts';
import type { UserRow } from '../users/index.ts';
import { userNamesByIds } from '../users/index.ts';
import { canChangeMaintenanceRecord, canKeepMaintenanceLog, creatorTypeOf } from './maintenance.policy.ts';
import { presentMaintenanceRecord } from './maintenance.presenter.ts';
import { type MaintenanceRow, maintenanceRepository } from './maintenance.repository.ts';

type MaintenanceInput = z.output<typeof maintenanceUpdateSchema>;

const recordNotFound = () => new AppError(404, 'NOT_FOUND', 'Maintenance record not found');

/** A bike whose log the caller keeps; anyone else's answers 404, as if it did not exist. */
async function loggableBike(ctx: AppContext, actor: UserRow, bikeId: string): Promise<BikeRow> {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canKeepMaintenanceLog(actor, bike)) throw bikeNotFound();
  return bike;
}

/** The stored columns of a validated record: euros become cents (the total is never stored). */
function columnsOf(input: MaintenanceInput) {
  return {
    service_type: input.serviceType,
    service_date: input.serviceDate,
    description: input.description,
    components_replaced: input.componentsReplaced,
    issues_found: input.issuesFound,
    recommendations: input.recommendations,
    parts_cents: eurosToCents(input.cost.parts),
    labor_cents: eurosToCents(input.cost.labor),
    technician_name: input.technician.name,
    odometer_km: input.odometer.current,
  } satisfies Partial<Insertable<MaintenanceRecordsTable>>;
}

/** Presents a record the caller just wrote (the author is the caller). */
function presentOwn(row: MaintenanceRow, actor: UserRow): MaintenanceRecord {
  return presentMaintenanceRecord({ ...row, author_nome: actor.nome, author_cognome: actor.cognome, author_email: actor.email }, actor);
}

/** The maintenance history of one of the caller's bikes, newest service first. */
export async function listMaintenance(ctx: AppContext, actor: UserRow, bikeId: string): Promise<MaintenanceRecord[]> {
  const bike = await loggableBike(ctx, actor, bikeId);
  const rows = await maintenanceRepository.listByBike(ctx.db, bike.id);
  // NOTE: the authors' names come from the users module, one batch for the whole log (null when the account is gone).
  const authors = new Map((await userNamesByIds(ctx.db, [...new Set(rows.flatMap((r) => (r.created_by ? [r.created_by] : [])))])).map((u) => [u.id, u]));
  return rows.map((row) => {
    const author = row.created_by ? authors.get(row.created_by) : undefined;
    return presentMaintenanceRecord(
      { ...row, author_nome: author?.nome ?? null, author_cognome: author?.cognome ?? null, author_email: author?.email ?? null },
      actor,
    );
  });
}

/** Adds a record to one of the caller's bikes, marked as a shop's when a shop account writes it. */
export async function recordMaintenance(ctx: AppContext, actor: UserRow, input: z.output<typeof maintenanceCreateSchema>): Promise<MaintenanceRecord> {
  return addMaintenanceRecord(ctx, actor, await loggableBike(ctx, actor, input.bike), input);
}

/**
 * Writes a record on a bike the caller has already been checked against (its
 * owner, or a shop with the owner's consent), marked with the author's creator type.
 */
export async function addMaintenanceRecord(ctx: AppContext, author: UserRow, bike: BikeRow, input: MaintenanceInput): Promise<MaintenanceRecord> {
  const row = await maintenanceRepository.insert(ctx.db, {
    ...columnsOf(input),
    bike_id: bike.id,
    created_by: author.id,
    created_by_type: creatorTypeOf(author),
  });
  return presentOwn(row, author);
}

/**
 * A record the caller may change: on a bike of someone else it does not exist
 * (404); on their own bike but written by a shop or a previous owner it is
 * visible yet not theirs to rewrite (403).
 */
async function changeableRecord(ctx: AppContext, actor: UserRow, id: string): Promise<MaintenanceRow> {
  const record = isUuid(id) ? await maintenanceRepository.findById(ctx.db, id) : undefined;
  const bike = record ? await findBike(ctx.db, record.bike_id) : undefined;
  if (!record || !bike || !canKeepMaintenanceLog(actor, bike)) throw recordNotFound();
  if (!canChangeMaintenanceRecord(actor, bike, record)) {
    throw new AppError(403, 'FORBIDDEN', 'Only the author of a maintenance record can change or delete it');
  }
  return record;
}

/** Replaces the fields of a record the caller wrote. */
export async function updateMaintenance(ctx: AppContext, actor: UserRow, id: string, input: MaintenanceInput): Promise<MaintenanceRecord> {
  const record = await changeableRecord(ctx, actor, id);
  return presentOwn(await maintenanceRepository.update(ctx.db, record.id, columnsOf(input), ctx.clock.now()), actor);
}

/** Deletes a record the caller wrote. */
export async function deleteMaintenance(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  const record = await changeableRecord(ctx, actor, id);
  await maintenanceRepository.delete(ctx.db, record.id);
}

// What other modules use of maintenance logs (they never import maintenance.repository.ts).

/** Whether any of these bikes has a maintenance record (demo seed: seed once). */
export function anyMaintenanceFor(db: Db, bikeIds: string[]): Promise<boolean> {
  return maintenanceRepository.anyForBikes(db, bikeIds);
}

/** Stores a maintenance record as given (demo seed; people add records through `recordMaintenance`). */
export function insertMaintenanceRecord(db: Db, record: Insertable<MaintenanceRecordsTable>): Promise<MaintenanceRow> {
  return maintenanceRepository.insert(db, record);
}

/** For the purge of a deleted account (privacy/account-retention.ts): the maintenance logs of the bikes it leaves behind (kept only for the money) go. */
export function forgetMaintenanceOf(db: Db, bikeIds: string[]): Promise<number> {
  return maintenanceRepository.deleteOfBikes(db, bikeIds);
}
