import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { recipientIds, retentionPolicy } from '../../packages/shared/src/retention-policy.ts';

/**
 * The privacy text's recorded version (issue #26, item 6): the date the page shows as "last updated"
 * and a hash of what that date stands for — the privacy texts of the three languages and the
 * retention table they render. A test recomputes the hash; `npm run privacy:version` records it.
 */

const root = new URL('../../', import.meta.url);
export const privacyLanguages = ['it', 'en', 'zh'] as const;
/** Beside the texts; the web app imports it for the page's date. */
export const privacyVersionFile = new URL('apps/web/src/locales/privacy-version.json', root);

export interface PrivacyVersion {
  /** The day the text last changed (YYYY-MM-DD), shown on the page. */
  date: string;
  /** SHA-256 (hex) of the texts and the table, as `privacyTextsHash` computes it. */
  hash: string;
}

/** What the hash covers: each language's `privacy` namespace and the retention table with its recipients. */
export interface PrivacySource {
  texts: Record<string, unknown>;
  retentionPolicy: unknown;
  recipientIds: readonly string[];
}

/** The texts and table in the repository now. */
export function currentPrivacySource(): PrivacySource {
  const texts = Object.fromEntries(
    privacyLanguages.map((language) => [language, JSON.parse(fs.readFileSync(new URL(`apps/web/src/locales/${language}/privacy.json`, root), 'utf8'))]),
  );
  return { texts, retentionPolicy, recipientIds };
}

/**
 * A hash of the parsed texts and the table (JSON in their own key order, which is the page's order):
 * a change of wording, of order or of a rule changes it; reformatting a file does not.
 */
export function privacyTextsHash(source: PrivacySource): string {
  const canonical = JSON.stringify({ texts: source.texts, retentionPolicy: source.retentionPolicy, recipientIds: source.recipientIds });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The version committed beside the texts. */
export function recordedPrivacyVersion(): PrivacyVersion {
  return JSON.parse(fs.readFileSync(privacyVersionFile, 'utf8')) as PrivacyVersion;
}

/** The message that tells whoever changed the text what to do. */
export const privacyVersionStale = 'the privacy text changed: set its date to today and record the new hash with `npm run privacy:version`';
