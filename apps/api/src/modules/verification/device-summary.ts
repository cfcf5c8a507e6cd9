/**
 * What a scan keeps of the device that made it (issue #26 item 3, decision 049): the kind of device and
 * the language — what a recovery needs ("a phone set to Italian tapped the tag") and nothing that tells
 * one visitor from another (no User-Agent, fingerprint, screen, time zone or referrer).
 */
export interface DeviceSummary {
  deviceType?: DeviceType;
  language?: string;
}

export type DeviceType = 'phone' | 'tablet' | 'desktop';

/** The kind of device a User-Agent names: iPads and Android without "Mobile" are tablets; undefined without one. */
export function deviceTypeOf(userAgent: string | undefined): DeviceType | undefined {
  if (!userAgent) return undefined;
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/** The primary subtag of a language tag (`it-IT` → `it`), lower-cased; undefined if it is not one. */
function primaryLanguage(tag: string | undefined): string | undefined {
  const primary = tag
    ?.trim()
    .split(/[-_;,]/, 1)[0]
    ?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : undefined;
}

/**
 * The device summary of a request: its kind from the User-Agent header, its language from what the
 * page reports (`navigator.language`) or else the first of Accept-Language, as a primary subtag.
 * Null when neither is known. Whatever else a client sends is never read.
 */
export function deviceSummary(request: {
  userAgent: string | undefined;
  clientLanguage?: string | undefined;
  acceptLanguage: string | undefined;
}): DeviceSummary | null {
  const deviceType = deviceTypeOf(request.userAgent);
  const language = primaryLanguage(request.clientLanguage) ?? primaryLanguage(request.acceptLanguage?.split(',', 1)[0]);
  if (!deviceType && !language) return null;
  return { ...(deviceType && { deviceType }), ...(language && { language }) };
}
