import type { Selectable } from 'kysely';
import type { TheftReportsTable } from '../../db/schema.ts';

/**
 * A theft report row: the theft module's (it was declared in ledger/lock-order.ts until decision 068).
 * Modules above theft use this name; those below it (rewards, hunters) take the generated table type.
 */
export type TheftReportRow = Selectable<TheftReportsTable>;
