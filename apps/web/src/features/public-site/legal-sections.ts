/**
 * The legal pages' text lives in `legal.json` as ordered objects, one per section:
 * `{ "title": "…", "p1": "…", "list": { "account": "…", … }, "p2": "…" }`. Every key is
 * checked by the i18n parity tool, and the order of the keys is the order on the page.
 */

export type LegalBlock = { kind: 'paragraph'; key: string; text: string } | { kind: 'list'; key: string; items: Array<{ key: string; text: string }> };

export interface LegalSection {
  /** The section's key, also its anchor. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Reads the sections object i18next returns with `returnObjects: true` into typed
 * sections: a string is a paragraph, an object of strings a list. A section without
 * a title and blank entries are skipped; a missing key (i18next answers with the key
 * itself, a string) gives no sections.
 */
export function readLegalSections(value: unknown): LegalSection[] {
  if (!isRecord(value)) return [];
  const sections: LegalSection[] = [];
  for (const [id, section] of Object.entries(value)) {
    if (!isRecord(section) || !hasText(section.title)) continue;
    const blocks: LegalBlock[] = [];
    for (const [key, entry] of Object.entries(section)) {
      if (key === 'title') continue;
      if (hasText(entry)) blocks.push({ kind: 'paragraph', key, text: entry });
      else if (isRecord(entry)) {
        const items = Object.entries(entry).flatMap(([itemKey, text]) => (hasText(text) ? [{ key: itemKey, text }] : []));
        if (items.length > 0) blocks.push({ kind: 'list', key, items });
      }
    }
    sections.push({ id, title: section.title, blocks });
  }
  return sections;
}
