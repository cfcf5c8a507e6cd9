/**
 * Tag UIDs, free of zod so that the public verification page can use them
 * without pulling the schema library into its chunk.
 */

/**
 * A tag UID as stored and compared everywhere: upper-case hex without
 * separators. Web NFC reports serials like `04:a2:b3:c4:d5:e6:f7`.
 */
export function normalizeTagUid(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s:\-.]/g, '');
}

/** NFC UIDs are 4, 7 or 10 bytes; accept 4–10 bytes of hex. */
export const tagUidPattern = /^(?:[0-9A-F]{2}){4,10}$/;

/** Whether a normalised UID is well formed. */
export function isValidTagUid(uid: string): boolean {
  return tagUidPattern.test(uid);
}

/** Spec §9: a pending tag session lasts 5 minutes. */
export const pendingSessionMinutes = 5;

/** Whether a tag URL's query is a SUN message (it carries a MAC) rather than a bare UID. */
export function isSunQuery(params: URLSearchParams): boolean {
  return params.has('c') || params.has('cmac');
}

/**
 * The URL a plain tag (NTAG213/215/216) carries (issue #28): the verification page with the chip's
 * UID, 7 bytes as 14 upper-case hex characters, which is what the chip's UID ASCII mirror writes over
 * the placeholder when it is read. Shops writing a tag from a phone write the same URL with the UID
 * they read. `publicUrl` is the site's origin (PUBLIC_URL), without a trailing slash or with one.
 */
export const PLAIN_TAG_URL_PATH = '/nfc/verifica?uid=';
export const MIRRORED_UID_LENGTH = 14;

export function plainTagUrl(publicUrl: string, uid: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${PLAIN_TAG_URL_PATH}${normalizeTagUid(uid)}`;
}
