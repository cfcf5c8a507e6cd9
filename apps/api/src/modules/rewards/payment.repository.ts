import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RewardPaymentsTable } from '../../db/schema.ts';

/** SQL of reward payments and the provider's events (funding.service.ts). */
export const paymentRepository = {
  insert(trx: Db, payment: Insertable<RewardPaymentsTable>) {
    return trx.insertInto('reward_payments').values(payment).returningAll().executeTakeFirstOrThrow();
  },

  /** Cancels a report's open payments, returning their provider references (null when no checkout was made). */
  cancelOpen(trx: Db, theftReportId: string) {
    return trx
      .updateTable('reward_payments')
      .set({ status: 'cancelled' })
      .where('theft_report_id', '=', theftReportId)
      .where('status', '=', 'open')
      .returning('provider_ref')
      .execute();
  },

  async update(db: Db, id: string, changes: Updateable<RewardPaymentsTable>): Promise<void> {
    await db.updateTable('reward_payments').set(changes).where('id', '=', id).execute();
  },

  /** A payment by id (its bike: funding.service.ts, through report-bikes.ts). */
  byId(db: Db, paymentId: string) {
    return db.selectFrom('reward_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  },

  /** Records a provider event; false when it had been recorded already (a second delivery). */
  async recordEvent(trx: Db, event: { provider: 'local' | 'stripe'; eventId: string; type: string }): Promise<boolean> {
    const fresh = await trx
      .insertInto('payment_events')
      .values({ provider: event.provider, event_id: event.eventId, type: event.type })
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return fresh !== undefined;
  },

  /** A provider's payment by its id or the provider's reference, read without a lock: which report it is for. */
  findOfProvider(db: Db, provider: 'local' | 'stripe', by: { paymentId: string } | { providerRef: string }) {
    let query = db.selectFrom('reward_payments').select(['id', 'theft_report_id']).where('provider', '=', provider);
    query = 'paymentId' in by ? query.where('id', '=', by.paymentId) : query.where('provider_ref', '=', by.providerRef);
    return query.executeTakeFirst();
  },
};

/** Which of these theft reports have a reward payment record, whatever its state (each once). */
export async function theftReportsWithPayments(db: Db, theftReportIds: string[]): Promise<string[]> {
  if (theftReportIds.length === 0) return [];
  const rows = await db.selectFrom('reward_payments').select('theft_report_id').distinct().where('theft_report_id', 'in', theftReportIds).execute();
  return rows.map((r) => r.theft_report_id);
}
