import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DisputesTable } from '../../db/schema.ts';

/** SQL of disputes (dispute.service.ts). */
export const disputeRepository = {
  /** Opens a dispute; its id, or undefined when the report has an open one already. */
  async insertOpen(trx: Db, input: { theftReportId: string; raisedBy: string; reason: string; at: Date }): Promise<string | undefined> {
    const row = await trx
      .insertInto('disputes')
      .values({ theft_report_id: input.theftReportId, raised_by: input.raisedBy, reason: input.reason, created_at: input.at })
      .onConflict((oc) => oc.column('theft_report_id').where('status', '=', 'open').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  /** Open disputes, oldest first (their report's reward and bike's name: report-bikes.ts). */
  open(db: Db) {
    return db
      .selectFrom('disputes as d')
      .select(['d.id', 'd.reason', 'd.raised_by', 'd.created_at', 'd.theft_report_id'])
      .where('d.status', '=', 'open')
      .orderBy('d.created_at', 'asc')
      .execute();
  },

  async update(trx: Db, id: string, changes: Updateable<DisputesTable>): Promise<void> {
    await trx.updateTable('disputes').set(changes).where('id', '=', id).execute();
  },
};
