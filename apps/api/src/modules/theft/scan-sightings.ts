import type { AppContext } from '../../context.ts';
import { recordSighting, withdrawScanSighting } from './theft.service.ts';

/**
 * What the theft module does when the verification module (below it) announces a scan (decision 068),
 * in the scan's own transaction: a scan of a stolen bike becomes a sighting and alerts the owner; a scan
 * that turns out to be the owner's own tap loses the sighting it made. Subscribed at start (bootstrap.ts).
 */
export function subscribeToScans(ctx: AppContext): void {
  ctx.events.subscribe('stolenScan.recorded', async (scan) => {
    await recordSighting(ctx, scan.trx, {
      theftReportId: scan.theftReportId,
      bikeId: scan.bikeId,
      ownerId: scan.ownerId,
      source: 'scan',
      scanId: scan.scanId,
      reporterId: scan.scannerId,
      location: scan.location,
      now: scan.now,
      clientKey: scan.clientKey,
      verifiedPresence: scan.verifiedPresence,
    });
  });
  ctx.events.subscribe('scan.byOwner', (scan) => withdrawScanSighting(scan.trx, { scanId: scan.scanId, ownerId: scan.ownerId }));
}
