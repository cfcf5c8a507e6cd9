import type { SightingPhotoFile } from '../theft-records/index.ts';
import { readSightingForm, refusedSightingForm, sightingMultipartLimits } from '../theft-records/index.ts';
import type { TagPageSightingForm } from '../verification/index.ts';
import { reportSighting } from './theft.service.ts';

/**
 * The sighting form of the tag page (`POST /nfc/verifica`, sent without JavaScript): read, reported
 * and shown again when refused as every sighting is here. The verification module serves the page and
 * is handed this at registration (app.ts): it sits below theft and never imports it (decision 068).
 */
export const tagPageSightingForm: TagPageSightingForm<SightingPhotoFile> = {
  multipartLimits: sightingMultipartLimits,
  read: readSightingForm,
  report: reportSighting,
  refused: refusedSightingForm,
};
