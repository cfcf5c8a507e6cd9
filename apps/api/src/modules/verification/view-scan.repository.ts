import type { ScanAuthenticity } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';

/** A scan the server recorded for a page view, while its view may still complete it. */
export interface ViewScan {
  id: number;
  uid: string;
  authenticity: ScanAuthenticity | null;
}

/** SQL of the scans recorded for server-rendered page views (their `view_token`). */
export const viewScanRepository = {
  /** The scan of a view recorded since `since`, if any. */
  async find(db: Db, viewToken: string, since: Date): Promise<ViewScan | undefined> {
    const row = await db
      .selectFrom('scans')
      .select(['id', 'uid', 'authenticity'])
      .where('view_token', '=', viewToken)
      .where('scanned_at', '>', since)
      .executeTakeFirst();
    return row && { id: Number(row.id), uid: row.uid, authenticity: row.authenticity };
  },

  /**
   * Fills in what the server could not know when it recorded the view: who
   * scanned (only if nobody is recorded yet) and where (only if no position is
   * recorded). The sighting that scan made is theft-records' (the service
   * completes it with the same who and where).
   */
  async complete(
    db: Db,
    scan: ViewScan,
    facts: { scannerId: string | null; location: { latitude: number; longitude: number; accuracy: number | null } | null },
  ): Promise<{ scanner: boolean; location: boolean }> {
    const updated = await db
      .updateTable('scans')
      .set((eb) => ({
        scanner_id: eb.fn.coalesce('scanner_id', eb.val(facts.scannerId)),
        latitude: eb.fn.coalesce('latitude', eb.val(facts.location?.latitude ?? null)),
        longitude: eb.fn.coalesce('longitude', eb.val(facts.location?.longitude ?? null)),
        accuracy: eb.fn.coalesce('accuracy', eb.val(facts.location?.accuracy ?? null)),
      }))
      .where('id', '=', scan.id)
      .returning(['scanner_id', 'latitude'])
      .executeTakeFirst();
    return { scanner: facts.scannerId !== null && updated?.scanner_id === facts.scannerId, location: updated !== undefined && updated.latitude !== null };
  },
};
