import type { DeviceInfo, Location, VerificationResponse, VerificationStatus } from '@ritrova/shared';
import type { AppContext } from '../../context.js';
import { mailSightingAlert, recordSighting } from '../theft/theft.service.js';
import type { ScanWriter } from './scan-writer.js';
import { loadTagView, type TagView } from './tag-view.js';
import type { TagViewCache } from './tag-view-cache.js';

const messages: Record<VerificationStatus, string> = {
  verified: 'This bike is registered and not reported stolen',
  assigned: 'This tag is registered to an account but not yet on a bike',
  unassigned: 'This tag is available to be paired with a bike',
  stolen: 'This bike has been reported stolen',
  lost: 'This tag has been reported lost',
  unregistered: 'This tag is not registered with Ritrova',
};

export interface VerifyInput {
  uid: string;
  deviceInfo?: DeviceInfo | undefined;
  location?: Location | undefined;
  scannerId: string | null;
}

/**
 * The public verification (the hot path): the view comes from a cache kept
 * coherent by NOTIFY, the scan row is written with group commit and is durable
 * before the answer. A scan of a stolen bike is also a sighting: that rare path
 * writes scan, sighting and alert in one ordinary transaction.
 */
export function createVerifier(ctx: AppContext, cache: TagViewCache<TagView>, writer: ScanWriter) {
  async function viewOf(uid: string): Promise<TagView> {
    const cached = cache.get(uid);
    if (cached) return cached;
    const view = await loadTagView(ctx.db, uid);
    cache.set(uid, view);
    return view;
  }

  async function recordStolenScan(view: TagView & { theftReportId: string; bikeId: string; ownerId: string }, input: VerifyInput): Promise<number> {
    const { scanId, mailOwner } = await ctx.db.transaction().execute(async (trx) => {
      const scan = await trx
        .insertInto('scans')
        .values({
          uid: view.uid,
          tag_id: view.tagId,
          bike_id: view.bikeId,
          theft_report_id: view.theftReportId,
          scanner_id: input.scannerId,
          result: view.status,
          latitude: input.location?.latitude ?? null,
          longitude: input.location?.longitude ?? null,
          accuracy: input.location?.accuracy ?? null,
          device_info: input.deviceInfo ? JSON.stringify(input.deviceInfo) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { mailOwner } = await recordSighting(trx, {
        theftReportId: view.theftReportId,
        bikeId: view.bikeId,
        ownerId: view.ownerId,
        source: 'scan',
        scanId: scan.id,
        reporterId: input.scannerId,
        location: input.location,
      });
      return { scanId: scan.id, mailOwner };
    });
    if (mailOwner) await mailSightingAlert(ctx, view.ownerId, view.bikeId);
    return scanId;
  }

  return async function verify(input: VerifyInput): Promise<VerificationResponse> {
    const view = await viewOf(input.uid);
    let scanId: number | null = null;
    if (view.status === 'stolen' && view.theftReportId && view.bikeId && view.ownerId) {
      scanId = await recordStolenScan({ ...view, theftReportId: view.theftReportId, bikeId: view.bikeId, ownerId: view.ownerId }, input);
    } else {
      await writer.write({
        uid: input.uid,
        tagId: view.tagId,
        bikeId: view.bikeId,
        scannerId: input.scannerId,
        result: view.status,
        latitude: input.location?.latitude ?? null,
        longitude: input.location?.longitude ?? null,
        accuracy: input.location?.accuracy ?? null,
        deviceInfo: input.deviceInfo,
      });
    }
    return {
      success: true,
      status: view.status,
      tag: view.status === 'unregistered' ? null : { uid: view.uid, status: view.status, type: 'nfc' },
      bike: view.bike,
      message: messages[view.status],
      isStolen: view.status === 'stolen',
      scanId: scanId === null ? null : String(scanId),
    };
  };
}

export type Verifier = ReturnType<typeof createVerifier>;
export { loadTagView };
