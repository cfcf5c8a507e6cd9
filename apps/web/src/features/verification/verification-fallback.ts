import { type VerificationResponse, type VerificationStatus, verificationStatuses } from '@ritrova/shared';
import { isApiError } from '@/lib/api-error';
import type { TagReading } from '@/lib/tags/verify-tag';

/** What the tag page shows when verification failed (spec §4). */
export type VerificationFallback =
  /** The failed answer carried the tag's data: shown as a result, with a warning that it may be incomplete. */
  | { kind: 'partial'; result: VerificationResponse }
  /** Nothing usable came back: a tag built here, status `unverified`, with the UID the page was opened for. */
  | { kind: 'unverified'; tag: { uid: string | null; status: 'unverified' } };

/**
 * The tag of a failed answer, when it carries one in the public tag's shape. NOTE: checked by hand, not
 * with the shared zod schema, which would put the forms library in the tag page's first scripts.
 */
function partialTag(value: unknown): NonNullable<VerificationResponse['tag']> | null {
  if (typeof value !== 'object' || value === null) return null;
  const tag = value as Record<string, unknown>;
  const status = verificationStatuses.find((s) => s === tag.status);
  if (typeof tag.uid !== 'string' || status === undefined || tag.type !== 'nfc' || typeof tag.secure !== 'boolean') return null;
  return { uid: tag.uid, status: status satisfies VerificationStatus, type: 'nfc', secure: tag.secure };
}

/**
 * Spec §4: "on verification failure with partial tag data in the error response it is treated as
 * success with warnings; otherwise a local fallback tag with status unverified is built". A refusal
 * of the request itself (400: a bad UID, a damaged secure link) has no fallback: it is said as it is.
 */
export function verificationFallback(error: unknown, reading: TagReading): VerificationFallback | null {
  if (isApiError(error) && error.status === 400) return null;
  const body = isApiError(error) && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : null;
  const tag = body ? partialTag(body.tag) : null;
  if (tag) {
    const status = tag.status;
    return {
      kind: 'partial',
      result: {
        success: true,
        status,
        tag,
        bike: null,
        message: '',
        isStolen: status === 'stolen',
        scanId: null,
        authenticity: null,
        ownBikeId: null,
      },
    };
  }
  return { kind: 'unverified', tag: { uid: 'uid' in reading ? reading.uid : null, status: 'unverified' } };
}
