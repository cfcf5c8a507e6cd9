import type { Db } from '../../db/database.ts';
import { sightingsOfTheftByOthers } from '../theft-records/index.ts';
import { usersByIds } from '../users/index.ts';
import { scansByIds } from '../verification/index.ts';

/** Someone who may be credited with a return (candidateRows). */
export interface CandidateRow {
  user_id: string;
  nome: string;
  cognome: string;
  hunter_name: string | null;
  role: 'user' | 'shop' | 'admin';
  scans: number;
  sightings: number;
  authenticated_scans: number;
  last_seen: Date;
  evidence_at: Date;
  evidence_source: 'scan' | 'report';
  evidence_verified: boolean;
  evidence_latitude: number | null;
  evidence_longitude: number | null;
}

/**
 * Users (never the owner, never a deleted account) who recorded a scan or a sighting of the bike
 * during a theft, with their counts and authenticated taps, the latest seen first; and each one's
 * evidence: their latest authenticated tap, else their latest scan or sighting, with its position.
 * Three queries, each on its owner's table (issue #29 item 1): the theft's sightings (theft-records),
 * then their scans (verification) and their reporters (users) by ids, side by side; composed here.
 */
export async function candidateRows(db: Db, report: { id: string; owner_id: string }): Promise<CandidateRow[]> {
  const sightings = await sightingsOfTheftByOthers(db, report.id, report.owner_id);
  const reporterIds = [...new Set(sightings.flatMap((s) => (s.reporter_id === null ? [] : [s.reporter_id])))];
  const scanIds = sightings.flatMap((s) => (s.scan_id === null ? [] : [s.scan_id]));
  const [users, scans] = await Promise.all([usersByIds(db, reporterIds), scansByIds(db, scanIds)]);
  const rows: CandidateRow[] = [];
  for (const userId of reporterIds) {
    const user = users.get(userId);
    if (!user || user.deleted_at !== null) continue;
    const seen = sightings
      .filter((s) => s.reporter_id === userId)
      .map((s) => {
        const scan = s.scan_id === null ? undefined : scans.get(s.scan_id);
        return { sighting: s, scan, verified: scan?.authenticity === 'authenticated' };
      });
    let lastSeen = seen[0]?.sighting.created_at;
    let evidence = seen[0];
    for (const one of seen) {
      if (lastSeen === undefined || one.sighting.created_at > lastSeen) lastSeen = one.sighting.created_at;
      // Evidence: an authenticated tap before anything else, then the latest.
      if (
        evidence === undefined ||
        (one.verified && !evidence.verified) ||
        (one.verified === evidence.verified && one.sighting.created_at > evidence.sighting.created_at)
      )
        evidence = one;
    }
    if (lastSeen === undefined || evidence === undefined) continue;
    rows.push({
      user_id: user.id,
      nome: user.nome,
      cognome: user.cognome,
      hunter_name: user.hunter_name,
      role: user.role,
      scans: seen.filter((s) => s.sighting.source === 'scan').length,
      sightings: seen.filter((s) => s.sighting.source === 'report').length,
      authenticated_scans: seen.filter((s) => s.verified).length,
      last_seen: lastSeen,
      evidence_at: evidence.sighting.created_at,
      evidence_source: evidence.sighting.source,
      evidence_verified: evidence.verified,
      evidence_latitude: evidence.sighting.latitude ?? evidence.scan?.latitude ?? null,
      evidence_longitude: evidence.sighting.longitude ?? evidence.scan?.longitude ?? null,
    });
  }
  return rows.sort((a, b) => b.last_seen.getTime() - a.last_seen.getTime());
}
