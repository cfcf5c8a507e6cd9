import { type Location, SIGHTING_PHOTO_FIELD, type SightingFormField } from '@ritrova/shared';
import { apiClient, requestTimeouts } from './api-client';
import { type UploadOptions, uploadTo } from './upload';

/** What a sighting report says, on the tag page and on a stolen bike's page alike. */
export interface SightingDetails {
  location?: Location;
  /** The owner sees the exact point; otherwise about 100 m. */
  shareExact: boolean;
  note?: string;
  /** The finder may be contacted through Ritrova, never directly. */
  contactConsent: boolean;
  contactEmail?: string;
  /** One photo for the owner only (JPEG, PNG or WebP; the bike-photo limits): the report then goes as multipart. */
  photo?: File | null;
}

/** A report's text: its details, and on the tag page the tag (`uid`) and the scan it follows (`scanId`). */
export type SightingText = Omit<SightingDetails, 'photo'> & { uid?: string; scanId?: string };

/**
 * The report as multipart/form-data: each field a text part named as in the
 * JSON body (the point as `latitude`, `longitude`, `accuracy`; yes/no as
 * "true"/"false") and the photo in the part `photo`.
 */
export function sightingFormData(report: SightingText, photo: File): FormData {
  const form = new FormData();
  const text: Partial<Record<SightingFormField, string | number | boolean | undefined>> = {
    uid: report.uid,
    scanId: report.scanId,
    note: report.note,
    shareExact: report.shareExact,
    contactConsent: report.contactConsent,
    contactEmail: report.contactEmail,
    latitude: report.location?.latitude,
    longitude: report.location?.longitude,
    accuracy: report.location?.accuracy,
  };
  for (const [name, value] of Object.entries(text)) if (value !== undefined) form.append(name, String(value));
  form.append(SIGHTING_PHOTO_FIELD, photo, photo.name);
  return form;
}

/** Where a sighting goes: the tag page's `POST /api/sightings`, or a published theft's own. */
export type SightingDestination = { endpoint: 'POST /api/sightings' } | { endpoint: 'POST /api/stolen/:publicId/sightings'; params: { publicId: string } };

/**
 * Sends a sighting (public): with a photo as multipart (with upload progress in `options`, and a minute
 * rather than 10 s to arrive); without, as JSON.
 */
export async function sendSighting(to: SightingDestination, report: SightingText & { photo?: File | null }, options: UploadOptions = {}): Promise<void> {
  const { photo, ...fields } = report;
  const params = 'params' in to ? to.params : {};
  if (photo) {
    await uploadTo(to.endpoint, params, sightingFormData(fields, photo), options);
    return;
  }
  const json = { body: fields, timeoutMs: requestTimeouts.tagsBikes, redirectOnSessionEnd: false, ...(options.signal ? { signal: options.signal } : {}) };
  await ('params' in to ? apiClient.call(to.endpoint, { ...json, params: to.params }) : apiClient.call(to.endpoint, json));
}
