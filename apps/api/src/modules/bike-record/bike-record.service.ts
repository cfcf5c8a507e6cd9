import type { BikeRecord } from '@ritrova/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.ts';
import { isUuid } from '../../lib/ids.ts';
import { bikeNotFound, findBike, loadBikeExtras } from '../bikes/index.ts';
import { tagsHeldBy } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';
import { canPrintBikeRecord } from './bike-record.policy.ts';
import { presentBikeRecord, verificationUrl } from './bike-record.presenter.ts';

/**
 * The owner's printable record of her bike (issue #28): its facts, photos, tags, her name, the date
 * and the QR code of its public verification page. Anyone else's bike answers 404.
 */
export async function bikeRecord(ctx: AppContext, actor: UserRow, bikeId: string): Promise<BikeRecord> {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canPrintBikeRecord(actor, bike)) throw bikeNotFound();
  // NOTE: a bike's tags are its owner's (a transfer moves them with it), so hers filtered by bike are all of them.
  const [extras, held] = await Promise.all([loadBikeExtras(ctx, [bike.id]), tagsHeldBy(ctx.db, actor.id)]);
  const source = {
    bike,
    owner: actor,
    ownerships: extras.ownerships,
    photos: extras.photos,
    tags: held.filter((tag) => tag.bike_id === bike.id),
    now: ctx.clock.now(),
  };
  const url = verificationUrl(ctx.config.publicUrl, source.tags);
  // The same drawing as the theft poster's code (stolen.service.ts): SVG, prints sharp at any size.
  const verification = url ? { url, qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) } : null;
  return presentBikeRecord(source, verification);
}
