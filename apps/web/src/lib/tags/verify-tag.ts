import { type DeviceInfo, isSunQuery, type Location, normalizeTagUid, type VerificationResponse } from '@ritrova/shared';
import { apiClient, requestTimeouts } from '../api-client';
import { collectDeviceInfo } from './device-info';

/**
 * What a tag gave us: its UID (typed, or a plain tag's link), or the query of
 * a secure tag's link (`e=…&c=…`), passed on untouched for the server to check.
 */
export type TagReading = { uid: string } | { sun: string };

/**
 * The reading a tag page's address carries: a secure tag's signed query as it is,
 * else its normalised `?uid=`; null without either. The page and the server that
 * renders it read the address the same way.
 */
export function readingFromSearch(search: string): TagReading | null {
  const params = new URLSearchParams(search);
  if (isSunQuery(params)) return { sun: search.replace(/^\?/, '') };
  const uid = normalizeTagUid(params.get('uid') ?? '');
  return uid ? { uid } : null;
}

/** The query cache key of a reading's verification (the server puts its answer there for the page). */
export function verificationQueryKey(reading: TagReading): readonly unknown[] {
  return ['tag-verification', reading];
}

export interface VerifyExtras {
  deviceInfo?: DeviceInfo;
  location?: Location;
}

/**
 * `POST /api/tags/verify` (public): what a tag is and whether its bike is stolen.
 * Every call records a scan, with the device info and position when given.
 * A lapsed session never sends the visitor to /login from here.
 */
export function verifyTag(reading: string | TagReading, { deviceInfo, location }: VerifyExtras = {}): Promise<VerificationResponse> {
  return apiClient.call('POST /api/tags/verify', {
    body: { ...(typeof reading === 'string' ? { uid: reading } : reading), ...(deviceInfo && { deviceInfo }), ...(location && { location }) },
    timeoutMs: requestTimeouts.tagsBikes,
    redirectOnSessionEnd: false,
  });
}

/** Verifies with this device's info attached (the way a scan reaches the server). */
export async function verifyTagFromThisDevice(reading: string | TagReading, location?: Location): Promise<VerificationResponse> {
  const deviceInfo = await collectDeviceInfo().catch(() => undefined);
  return verifyTag(reading, { deviceInfo, location });
}

/** Spec §4: a stolen view for a stolen bike, an isStolen flag, or a tag reported lost. */
export function isAlarming(result: Pick<VerificationResponse, 'status' | 'isStolen'>): boolean {
  return result.isStolen || result.status === 'stolen' || result.status === 'lost';
}
