import { publicTagSchema, type VerificationResponse } from '@ritrova/shared';
import { isApiError } from '@/lib/api-error';
import type { TagReading } from '@/lib/tags/verify-tag';

/** What the tag page shows when verification failed (spec §4). */
export type VerificationFallback =
  /** The failed answer carried the tag's data: shown as a result, with a warning that it may be incomplete. */
  | { kind: 'partial'; result: VerificationResponse }
  /** Nothing usable came back: a tag built here, status `unverified`, with the UID the page was opened for. */
  | { kind: 'unverified'; tag: { uid: string | null; status: 'unverified' } };

/**
 * Spec §4: "on verification failure with partial tag data in the error response it is treated as
 * success with warnings; otherwise a local fallback tag with status unverified is built". A refusal
 * of the request itself (400: a bad UID, a damaged secure link) has no fallback: it is said as it is.
 */
export function verificationFallback(error: unknown, reading: TagReading): VerificationFallback | null {
  if (isApiError(error) && error.status === 400) return null;
  const body = isApiError(error) && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : null;
  const tag = body ? publicTagSchema.safeParse(body.tag) : null;
  if (tag?.success) {
    const status = tag.data.status;
    return {
      kind: 'partial',
      result: {
        success: true,
        status,
        tag: tag.data,
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
