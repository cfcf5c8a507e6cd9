import {
  STOLEN_SIGHTING_ANCHOR,
  type StolenCard,
  type StolenPage,
  type StolenPhoto,
  splitReward,
  stolenPagePath,
  type TheftPublication,
} from '@ritrova/shared';
import type { BikeRow } from '../bikes/index.ts';
import type { PhotoRow } from '../photos/index.ts';
import { presentPhoto } from '../photos/index.ts';
import type { PublicationRow, PublishedTheftRecordRow } from '../theft-records/index.ts';
import { publicTheftFacts } from '../theft-records/index.ts';
import { isPublic } from './stolen.policy.ts';

// The public page's path lives in packages/shared: the used-bike check links it too.
export { stolenPagePath };

/** The absolute address of a published theft's sighting form: what the poster's QR code encodes. */
export const sightingFormUrl = (publicUrl: string, publicId: string) => `${publicUrl}${stolenPagePath(publicId)}#${STOLEN_SIGHTING_ANCHOR}`;

/** A published theft with its bike: every column a public page may be made from (the presenter picks). */
export type PublishedTheftRow = PublishedTheftRecordRow &
  Pick<BikeRow, 'name' | 'brand' | 'model' | 'color' | 'second_color' | 'type' | 'year' | 'frame_size' | 'serial_number'>;

/** What a finder would receive: the Hunter's share of a funded reward (an unpaid one promises nothing). */
function rewardOf(row: Pick<PublishedTheftRow, 'reward_cents' | 'reward_status'>): number | null {
  const offered = offeredOf(row);
  return offered === null ? null : splitReward(offered).share;
}

/** The whole funded reward (the small print beside the finder's share); null when there is none in escrow. */
function offeredOf(row: Pick<PublishedTheftRow, 'reward_cents' | 'reward_status'>): number | null {
  return row.reward_status === 'funded' && row.reward_cents > 0 ? row.reward_cents : null;
}

/** The bike's main photo (the first of its photos: main first), in the sizes the pages use. */
export function stolenPhoto(photos: PhotoRow[] | undefined): StolenPhoto | null {
  const main = photos?.[0];
  if (!main) return null;
  const { small, medium, large } = presentPhoto(main).variants;
  return { small, medium, large };
}

/** A card of the public listing. Nothing about the owner, the exact place or the police report. */
export function presentStolenCard(row: PublishedTheftRow, photos: PhotoRow[] | undefined): StolenCard {
  const facts = publicTheftFacts(row);
  return {
    publicId: row.public_id ?? '',
    name: row.name,
    brand: row.brand,
    model: row.model,
    stolenAt: facts.stolenAt,
    placeName: facts.placeName,
    rewardCents: rewardOf(row),
    rewardOfferedCents: offeredOf(row),
    photo: stolenPhoto(photos),
  };
}

/** A published theft's public page (and poster): the bike, the public facts, the reward, the photo. */
export function presentStolenPage(row: PublishedTheftRow, photos: PhotoRow[] | undefined, publicUrl: string): StolenPage {
  const publicId = row.public_id ?? '';
  return {
    publicId,
    bike: {
      name: row.name,
      brand: row.brand,
      model: row.model,
      color: row.color,
      secondColor: row.second_color,
      type: row.type,
      year: row.year,
      frameSize: row.frame_size,
      serialNumber: row.public_serial ? row.serial_number : null,
    },
    theft: publicTheftFacts(row),
    rewardCents: rewardOf(row),
    rewardOfferedCents: offeredOf(row),
    photo: stolenPhoto(photos),
    sightingUrl: sightingFormUrl(publicUrl, publicId),
  };
}

/** The owner's view of their theft's publication (none: the bike is not stolen). */
export function presentPublication(report: PublicationRow | undefined): TheftPublication {
  if (!report) return { publishable: false, published: false, publicId: null, publishedAt: null, showSerial: false };
  const published = isPublic(report);
  return {
    publishable: report.status === 'open',
    published,
    publicId: report.public_id,
    publishedAt: published && report.published_at ? report.published_at.toISOString() : null,
    showSerial: report.public_serial,
  };
}
