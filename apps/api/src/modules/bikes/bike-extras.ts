import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BikePhotosTable } from '../../db/schema.ts';
import type { OwnershipRow } from './bike-row.ts';

/*
 * A bike's extras without bikes reading other modules' tables (issue #29 item 1). What an owner sees
 * of a bike besides its row (photos, tags, open theft, reward history, pending transfer) lives in
 * tables of modules above bikes. Bikes declares here what it needs of each, in its own terms; each
 * owner answers with a query on its own table (for many bikes at once, never one query per bike),
 * and bootstrap.ts hands those functions to bikes once at start, then seals the wiring (as it
 * does the domain events, lib/events.ts). Bikes imports none of them.
 */

/** What the modules above bikes answer for a set of bikes; every function takes the caller's handle (its transaction). */
export interface BikeExtrasProviders {
  /** transfers: the transfers of these bikes still waiting at `now` (their address is there). */
  pendingTransfers(db: Db, bikeIds: string[], now: Date): Promise<{ id: string; bike_id: string; to_email: string; expires_at: Date; created_at: Date }[]>;
  /** tags: the tags attached to these bikes, the first attached first. */
  attachedTags(db: Db, bikeIds: string[]): Promise<{ uid: string; bike_id: string | null }[]>;
  /** theft-records: the open theft reports of these bikes. */
  openThefts(db: Db, bikeIds: string[]): Promise<{ bike_id: string; stolen_at: Date; reward_cents: number }[]>;
  /** photos: the photos of these bikes, main first, then oldest first. */
  photos(db: Db, bikeIds: string[]): Promise<Selectable<BikePhotosTable>[]>;
  /** rewards: the bikes, among these, with a reward payment in their history (they can never be deleted). */
  bikesWithRewardPayments(db: Db, bikeIds: string[]): Promise<{ bike_id: string }[]>;
}

export type BikeExtrasPart = keyof BikeExtrasProviders;

const parts: readonly BikeExtrasPart[] = ['pendingTransfers', 'attachedTags', 'openThefts', 'photos', 'bikesWithRewardPayments'];

/**
 * The providers of one process (`ctx.bikeExtras`): given at start, part by part, then sealed. Sealing
 * with a part missing throws, so an unwired part stops the start instead of answering a bike without it.
 */
export class BikeExtrasWiring {
  private readonly given: Partial<BikeExtrasProviders> = {};
  private sealed = false;

  /** Gives the function that answers `part` (bootstrap.ts, before the app serves). */
  provide<K extends BikeExtrasPart>(part: K, provider: BikeExtrasProviders[K]): void {
    if (this.sealed) throw new Error(`bike extras ${part}: providers are given at start only`);
    if (this.given[part]) throw new Error(`bike extras ${part}: already provided`);
    this.given[part] = provider;
  }

  /** Ends the wiring; throws naming the parts nobody provided. */
  seal(): void {
    const missing = parts.filter((part) => typeof this.given[part] !== 'function');
    if (missing.length > 0) throw new Error(`bike extras: no provider for ${missing.join(', ')} (bootstrap.ts gives them at start)`);
    this.sealed = true;
  }

  /** Every part's provider; only once the wiring is sealed. */
  get providers(): BikeExtrasProviders {
    if (!this.sealed) throw new Error('bike extras: read before the wiring was sealed at start');
    return this.given as BikeExtrasProviders;
  }
}

/**
 * What a bike's owner sees besides the bike's own row, for many bikes at once: ownership periods,
 * transfers still waiting at `now`, tags, open theft reports and photos (main first). Grouped by
 * bike.presenter.ts.
 */
export interface BikeExtrasRows {
  ownerships: Pick<OwnershipRow, 'bike_id' | 'via' | 'started_at' | 'ended_at'>[];
  transfers: Awaited<ReturnType<BikeExtrasProviders['pendingTransfers']>>;
  tags: Awaited<ReturnType<BikeExtrasProviders['attachedTags']>>;
  thefts: Awaited<ReturnType<BikeExtrasProviders['openThefts']>>;
  photos: Awaited<ReturnType<BikeExtrasProviders['photos']>>;
  /** The bikes, among those asked, with a reward payment in their history (they can never be deleted). */
  rewardHistory: Awaited<ReturnType<BikeExtrasProviders['bikesWithRewardPayments']>>;
}
