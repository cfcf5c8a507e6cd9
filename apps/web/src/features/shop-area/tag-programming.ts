import { normalizeTagUid, PLAIN_TAG_URL_PATH } from '@ritrova/shared';

/**
 * What the shop's phone finds on a tag and why a chip refused (issue #28 item 2, decision 062): pure, so
 * the rules are tested without a phone.
 */

/** A record as Web NFC reads it. */
export interface ReadRecord {
  recordType: string;
  data?: DataView;
}

const verificationPath = PLAIN_TAG_URL_PATH.slice(0, PLAIN_TAG_URL_PATH.indexOf('?'));

function textOf(record: ReadRecord): string | null {
  if ((record.recordType !== 'url' && record.recordType !== 'absolute-url') || !record.data) return null;
  return new TextDecoder().decode(record.data);
}

/** The URL the tag carries (its first URL record), or null. */
export function urlOnTag(records: ReadonlyArray<ReadRecord>): string | null {
  for (const record of records) {
    const text = textOf(record);
    if (text !== null) return text;
  }
  return null;
}

/** Whether a URL is a Ritrova verification link (any host: an older address or a test site) naming `uid`. */
function isVerificationUrlOf(text: string, uid: string): boolean {
  try {
    const url = new URL(text);
    return url.pathname === verificationPath && normalizeTagUid(url.searchParams.get('uid') ?? '') === uid;
  } catch {
    return false;
  }
}

/**
 * What is on a tag before writing: `blank` (nothing, or empty records), `ritrova_same_uid` (one URL record,
 * a Ritrova verification link of this very UID: it may be written over), `other_url` (any other link,
 * a Ritrova link of another UID included: a copied tag), `other_content` (other data). Only the first two
 * may be written.
 */
export function classifyTagContent(records: ReadonlyArray<ReadRecord>, uid: string): 'blank' | 'ritrova_same_uid' | 'other_url' | 'other_content' {
  const filled = records.filter((record) => record.recordType !== 'empty');
  if (filled.length === 0) return 'blank';
  const urls = filled.map(textOf);
  if (urls.some((text) => text === null)) return 'other_content';
  return filled.length === 1 && isVerificationUrlOf(urls[0] as string, uid) ? 'ritrova_same_uid' : 'other_url';
}

/** Why a write or a lock failed, as the shop should hear it (Web NFC's DOMException names). */
export function chipFailure(error: unknown): 'locked' | 'not_formattable' | 'moved_away' | 'write_failed' {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError') return 'locked';
  if (name === 'NotSupportedError') return 'not_formattable';
  if (name === 'NetworkError' || name === 'AbortError') return 'moved_away';
  return 'write_failed';
}
