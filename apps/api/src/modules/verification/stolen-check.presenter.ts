import { type StolenCheck, stolenPagePath } from '@ritrova/shared';
import { presentPublicBike } from './public-bike.presenter.ts';
import type { StolenCheckRow } from './tag-view-rows.ts';

/**
 * What the used-bike check tells (issue #24): anyone may learn that a bike is reported stolen;
 * where, for how much and what it looks like only when its owner published the theft — then
 * exactly what its public page shows, and the link to it.
 */
export function presentStolenCheck(row: StolenCheckRow | undefined): StolenCheck {
  if (!row) return { success: true, stolen: false, bike: null, publicPage: null };
  if (!row.published_public_id) return { success: true, stolen: true, bike: null, publicPage: null };
  return { success: true, stolen: true, bike: presentPublicBike(row), publicPage: stolenPagePath(row.published_public_id) };
}
