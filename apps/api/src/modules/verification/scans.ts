import type { ScanAuthenticity } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';
import { verificationRepository } from './verification.repository.ts';

// What modules above this one use of recorded scans (theft links a finder's sighting to the scan it came
// from). Verification never imports theft: it announces its scans instead (lib/events.ts, decision 068).

/** The scan's id if that scan was of this bike, else undefined (a sighting may only cite its own bike's scan). */
export function scanOfBike(db: Db, scanId: number, bikeId: string): Promise<number | undefined> {
  return verificationRepository.scanOfBike(db, scanId, bikeId);
}

/** The counter of a secure tag's last accepted tap, if it was ever tapped (`npm run tags:sun-url` makes the next). */
export function lastSunCounter(db: Db, tagId: string): Promise<number | undefined> {
  return verificationRepository.sunCounterOf(db, tagId);
}

/** The authenticity of these scans, by scan id (a scan that is gone, or never judged, has none). */
export async function authenticityOfScans(db: Db, scanIds: readonly number[]): Promise<Map<number, ScanAuthenticity>> {
  const rows = await verificationRepository.authenticityOf(db, [...new Set(scanIds)]);
  return new Map(rows.flatMap((scan) => (scan.authenticity ? [[Number(scan.id), scan.authenticity] as const] : [])));
}
