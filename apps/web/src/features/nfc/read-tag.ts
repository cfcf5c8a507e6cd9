import { normalizeTagUid } from '@ritrova/shared';

/** What a tag read gives: its serial number and the records written on it. */
export interface TagReading {
  serialNumber?: string;
  records: ReadonlyArray<{ recordType: string; data?: DataView }>;
}

/** The `uid` query parameter of a URL record (a Ritrova tag carries a link to /nfc/verifica?uid=…). */
function uidFromUrlRecord(record: TagReading['records'][number]): string | null {
  if ((record.recordType !== 'url' && record.recordType !== 'absolute-url') || !record.data) return null;
  try {
    const url = new URL(new TextDecoder().decode(record.data));
    return normalizeTagUid(url.searchParams.get('uid') ?? '') || null;
  } catch {
    return null;
  }
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
