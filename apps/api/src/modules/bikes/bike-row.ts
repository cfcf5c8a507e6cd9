import type { Selectable } from 'kysely';
import type { BikeOwnershipsTable, BikesTable } from '../../db/schema.ts';

/** A bike as loaded from the database: what services, policies and presenters of every module take. */
export type BikeRow = Selectable<BikesTable>;
/** One period of a bike's ownership history. */
export type OwnershipRow = Selectable<BikeOwnershipsTable>;
