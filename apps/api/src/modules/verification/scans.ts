import type { Db } from '../../db/database.ts';
import { verificationRepository } from './verification.repository.ts';

// What other modules use of recorded scans (theft links a finder's sighting to the scan it came from).
// Its own file: verification.service.ts and theft.service.ts already import each other's work.

/** The scan's id if that scan was of this bike, else undefined (a sighting may only cite its own bike's scan). */
export function scanOfBike(db: Db, scanId: number, bikeId: string): Promise<number | undefined> {
  return verificationRepository.scanOfBike(db, scanId, bikeId);
}
