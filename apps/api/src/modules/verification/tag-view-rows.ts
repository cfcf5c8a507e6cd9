import type { PublicBike } from '@ritrova/shared';

// The rows the public verification is presented from, composed in tag-view.ts of what tags, bikes,
// theft-records and photos answer (issue #29 item 1).

/** A bike's public facts and its open theft report, as public-bike.presenter.ts reads them. */
export interface PublicBikeRow {
  bike_id: string | null;
  name: string;
  brand: string;
  model: string | null;
  type: PublicBike['type'];
  color: string | null;
  bike_status: PublicBike['status'];
  report_id: string | null;
  reward_cents: number | null;
  reward_status: string | null;
  stolen_at: Date | null;
  /** Where the theft happened (exact: only its municipality's name leaves, public-bike.presenter.ts). */
  place_lat: number | null;
  place_lng: number | null;
  /** The bike's main photo, when it has one. */
  main_photo_id?: string | null;
}

/** An open theft found by the used-bike check, with its publication (issue #24: only a published one shows more). */
export interface StolenCheckRow extends PublicBikeRow {
  /** The public page's id, when the owner has published the theft (and not withdrawn it). */
  published_public_id: string | null;
}

/** One UID's tag, its bike (when it has one), the bike's open report and main photo. */
export interface TagViewRow extends Omit<PublicBikeRow, 'name' | 'brand' | 'type' | 'bike_status'> {
  tag_id: string;
  tag_status: 'unassigned' | 'assigned' | 'lost' | 'retired';
  key_version: number | null;
  bike_owner: string | null;
  name: string | null;
  brand: string | null;
  type: PublicBike['type'] | null;
  bike_status: PublicBike['status'] | null;
}
