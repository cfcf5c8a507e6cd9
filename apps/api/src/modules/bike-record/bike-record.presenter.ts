import { type BikeRecord, bikeRecordPhotoLimit, plainTagUrl } from '@ritrova/shared';
import type { Selectable } from 'kysely';
import type { BikePhotosTable } from '../../db/schema.ts';
import type { BikeRow, OwnershipRow } from '../bikes/index.ts';
import { bikeFacts } from '../bikes/index.ts';
import { presentPhoto } from '../photos/index.ts';
import type { TagRow } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';

/** What the sheet is made of, loaded by bike-record.service.ts. */
export interface BikeRecordSource {
  bike: BikeRow;
  owner: Pick<UserRow, 'nome' | 'cognome'>;
  ownerships: Pick<OwnershipRow, 'started_at' | 'ended_at'>[];
  /** Main photo first, then upload order (bikes' extras). */
  photos: Selectable<BikePhotosTable>[];
  /** The tags on the bike (one today: tags_one_per_bike_key; the sheet lists what it gets). */
  tags: Pick<TagRow, 'uid' | 'chip' | 'status' | 'attached_at'>[];
  now: Date;
}

/** The bike's tags on its sheet: those on it (a lost one is not), in the order they were put on. */
export function recordTags(tags: BikeRecordSource['tags']): BikeRecordSource['tags'] {
  return tags
    .filter((tag) => tag.status !== 'lost')
    .sort((a, b) => (a.attached_at?.getTime() ?? 0) - (b.attached_at?.getTime() ?? 0) || a.uid.localeCompare(b.uid));
}

/**
 * The page the sheet's QR code opens: the verification page of the bike's tag by its UID — the page
 * the tag on the frame opens, so the sheet and the bike lead to the same live answer (a secure tag's
 * page says the tap was not signed; the bike's status shows all the same). No tag, no page (065).
 */
export function verificationUrl(publicUrl: string, tags: BikeRecordSource['tags']): string | null {
  const tag = recordTags(tags)[0];
  return tag ? plainTagUrl(publicUrl, tag.uid) : null;
}

/** The bike's printable record as it leaves the server (the QR code drawn by the service). */
export function presentBikeRecord(source: BikeRecordSource, verification: BikeRecord['verification']): BikeRecord {
  const { bike } = source;
  const current = source.ownerships.find((o) => o.ended_at === null);
  return {
    bike: bikeFacts(bike),
    registeredAt: bike.created_at.toISOString(),
    ownedSince: (current?.started_at ?? bike.created_at).toISOString(),
    ownerName: [source.owner.nome, source.owner.cognome]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    photos: source.photos.slice(0, bikeRecordPhotoLimit).map((row) => {
      const { large } = presentPhoto(row).variants;
      return { id: row.id, isMain: row.is_main, url: large.jpeg, width: large.width, height: large.height };
    }),
    tags: recordTags(source.tags).map((tag) => ({ uid: tag.uid, chip: tag.chip })),
    verification,
    printedAt: source.now.toISOString(),
  };
}
