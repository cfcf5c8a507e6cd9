import type { MaintenanceCreatorType } from '@ritrova/shared';
import type { BikeRow } from '../bikes/index.ts';
import type { UserRow } from '../users/index.ts';
import type { MaintenanceRow } from './maintenance.repository.ts';

type Actor = Pick<UserRow, 'id' | 'role'>;

/**
 * Only the bike's owner reads its maintenance log and adds to it. Admins too
 * are kept out: the log is the owner's private record, not a support tool.
 */
export function canKeepMaintenanceLog(actor: Actor, bike: Pick<BikeRow, 'owner_id'>): boolean {
  return bike.owner_id === actor.id;
}

/**
 * A record is changed or deleted by whoever wrote it, while the bike is theirs:
 * nobody rewrites what a shop or a previous owner recorded.
 */
export function canChangeMaintenanceRecord(actor: Actor, bike: Pick<BikeRow, 'owner_id'>, record: Pick<MaintenanceRow, 'created_by'>): boolean {
  return canKeepMaintenanceLog(actor, bike) && record.created_by === actor.id;
}

/** Records written by a shop account carry the shop badge (spec §6); everyone else's are the user's. */
export function creatorTypeOf(actor: Actor): MaintenanceCreatorType {
  return actor.role === 'shop' ? 'shop' : 'user';
}
