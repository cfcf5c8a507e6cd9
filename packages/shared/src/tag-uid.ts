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
