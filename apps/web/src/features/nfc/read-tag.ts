import { isSunQuery, normalizeTagUid } from '@ritrova/shared';

/** What a tag read gives: its serial number and the records written on it. */
export interface TagReading {
  serialNumber?: string;
  records: ReadonlyArray<{ recordType: string; data?: DataView }>;
}

/** The URL of a URL record, if it holds one. */
function urlOfRecord(record: TagReading['records'][number]): URL | null {
  if ((record.recordType !== 'url' && record.recordType !== 'absolute-url') || !record.data) return null;
  try {
    return new URL(new TextDecoder().decode(record.data));
  } catch {
    return null;
  }
}

/** The `uid` query parameter of a URL record (a Ritrova tag carries a link to /nfc/verifica?uid=…). */
function uidFromUrlRecord(record: TagReading['records'][number]): string | null {
  return normalizeTagUid(urlOfRecord(record)?.searchParams.get('uid') ?? '') || null;
}

/**
 * The signed message of a secure tag's read (NTAG 424 DNA): the query of its
 * URL record (`e=…&c=…`), as written by the tag for this very tap. Null for a plain tag.
 */
export function sunQueryFromReading(reading: TagReading): string | null {
  for (const record of reading.records) {
    const url = urlOfRecord(record);
    if (url && isSunQuery(url.searchParams)) return url.search.replace(/^\?/, '');
  }
  return null;
}

/**
 * The tag UID of a read: the `uid` of a URL record written on the tag wins,
 * otherwise the chip's serial number (`04:a2:…` becomes `04A2…`). Null when neither.
 */
export function tagUidFromReading(reading: TagReading): string | null {
  for (const record of reading.records) {
    const uid = uidFromUrlRecord(record);
    if (uid) return uid;
  }
  return normalizeTagUid(reading.serialNumber ?? '') || null;
}
