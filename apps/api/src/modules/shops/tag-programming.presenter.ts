import { plainTagUrl, type TagProgramming } from '@ritrova/shared';
import type { TagProgrammingRow } from './tag-programming.repository.ts';

/** A tag the shop programs from its phone, with the URL it carries (the server's PUBLIC_URL is the truth). */
export function presentTagProgramming(row: TagProgrammingRow, publicUrl: string): TagProgramming {
  return {
    uid: row.uid,
    url: plainTagUrl(publicUrl, row.uid),
    state: row.state,
    preparedAt: row.prepared_at.toISOString(),
    programmedAt: row.programmed_at?.toISOString() ?? null,
    lockedAt: row.locked_at?.toISOString() ?? null,
  };
}
