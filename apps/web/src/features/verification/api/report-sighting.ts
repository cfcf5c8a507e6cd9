import { type Location, SIGHTING_PHOTO_FIELD, type SightingFormField } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { type UploadOptions, uploadForm } from '@/lib/upload';

export interface SightingReport {
  uid: string;
  location?: Location;
  /** The owner sees the exact point; otherwise about 100 m. */
  shareExact: boolean;
  note?: string;
  /** The finder may be contacted through Ritrova, never directly. */
  contactConsent: boolean;
  contactEmail?: string;
  /** The scan this report follows (from the verification answer). */
  scanId?: string;
  /** One photo for the owner only (JPEG, PNG or WebP; the bike-photo limits): the report then goes as multipart. */
  photo?: File | null;
}

/**
 * The report as multipart/form-data: each field a text part named as in the
 * JSON body (the point as `latitude`, `longitude`, `accuracy`; yes/no as
 * "true"/"false") and the photo in the part `photo`.
 */
export function sightingFormData(report: SightingReport, photo: File): FormData {
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

/**
 * `POST /api/sightings` (public): somebody saw a stolen bike; its owner is
 * alerted. With a photo it is sent as multipart (with upload progress in
 * `options`, and a minute rather than 10 s to arrive); without, as JSON.
 */
export async function reportSighting(report: SightingReport, options: UploadOptions = {}): Promise<void> {
  const { photo, ...fields } = report;
  if (photo) {
    await uploadForm<{ success: true; message: string }>('/api/sightings', sightingFormData(fields, photo), options);
    return;
  }
  await apiClient.post<{ success: true; message: string }>('/api/sightings', fields, {
    timeoutMs: requestTimeouts.tagsBikes,
    redirectOnSessionEnd: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export function useReportSightingMutation() {
  return useMutation({ mutationFn: (report: SightingReport) => reportSighting(report) });
}
