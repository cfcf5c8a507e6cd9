import type { Db } from '../../db/database.ts';

// How a theft's hunts end when its money settles (recovery, refund): called by rewards/ in its transaction.

/** The report's active hunts end: the returning Hunter's completed (when `hunterId`), the others closed. */
export async function endActiveHunts(trx: Db, theftReportId: string, hunterId: string, at: Date): Promise<void> {
  await trx
    .updateTable('hunts')
    .set((eb) => ({
      status: eb
        .case()
        .when('hunter_id', '=', hunterId)
        .then('completed' as const)
        .else('closed' as const)
        .end(),
      updated_at: at,
    }))
    .where('theft_report_id', '=', theftReportId)
    .where('status', '=', 'active')
    .execute();
}

/** The Hunter's hunt of the report, completed (created so when they had none). */
export async function completeHunt(trx: Db, theftReportId: string, hunterId: string, at: Date): Promise<void> {
  await trx
    .insertInto('hunts')
    .values({ theft_report_id: theftReportId, hunter_id: hunterId, status: 'completed', created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['theft_report_id', 'hunter_id']).doUpdateSet({ status: 'completed', updated_at: at }))
    .execute();
}

/** Closes the report's active hunts. */
export async function closeActiveHunts(trx: Db, theftReportId: string, at: Date): Promise<void> {
  await trx
    .updateTable('hunts')
    .set({ status: 'closed', updated_at: at })
    .where('theft_report_id', '=', theftReportId)
    .where('status', '=', 'active')
    .execute();
}
