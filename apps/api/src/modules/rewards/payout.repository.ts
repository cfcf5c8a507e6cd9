import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PayoutMethodsTable, PayoutsTable } from '../../db/schema.ts';

/** Payouts with whether an open dispute freezes them (their bike's name and the report's recovery time: payout.service.ts). */
const payoutsWithFacts = (db: Db) =>
  db
    .selectFrom('payouts as p')
    .selectAll('p')
    .select((eb) => [
      eb
        .exists(eb.selectFrom('disputes as d').select('d.id').whereRef('d.theft_report_id', '=', 'p.theft_report_id').where('d.status', '=', 'open'))
        .$castTo<boolean>()
        .as('frozen'),
    ]);

/** SQL of payouts and payout methods (payout.service.ts). */
export const payoutRepository = {
  async insert(trx: Db, payout: Insertable<PayoutsTable>): Promise<void> {
    await trx.insertInto('payouts').values(payout).execute();
  },

  /** The theft report a payout is for, read without a lock (the lock order starts at the report). */
  async reportIdOf(db: Db, payoutId: string): Promise<string | undefined> {
    const row = await db.selectFrom('payouts').select('theft_report_id').where('id', '=', payoutId).executeTakeFirst();
    return row?.theft_report_id;
  },

  async update(trx: Db, id: string, changes: Updateable<PayoutsTable>): Promise<void> {
    await trx.updateTable('payouts').set(changes).where('id', '=', id).execute();
  },

  /** Payouts pending after `today` passed their due day, but for those an open dispute freezes (index payouts_due_idx). */
  async countOverdue(db: Db, today: string): Promise<number> {
    const row = await db
      .selectFrom('payouts as p')
      .select((eb) => eb.fn.countAll<number>().as('overdue'))
      .where('p.status', '=', 'pending')
      .where('p.due_on', '<', today)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('disputes as d').select('d.id').whereRef('d.theft_report_id', '=', 'p.theft_report_id').where('d.status', '=', 'open'))),
      )
      .executeTakeFirstOrThrow();
    return row.overdue;
  },

  async cancelOfReport(trx: Db, theftReportId: string): Promise<void> {
    await trx.updateTable('payouts').set({ status: 'cancelled' }).where('theft_report_id', '=', theftReportId).execute();
  },

  /** Sets the amount of a report's payout while it is pending. */
  async reducePendingOfReport(trx: Db, theftReportId: string, amountCents: number): Promise<void> {
    await trx.updateTable('payouts').set({ amount_cents: amountCents }).where('theft_report_id', '=', theftReportId).where('status', '=', 'pending').execute();
  },

  /** A Hunter's payouts with their facts and receipt numbers, newest first. */
  ofHunter(db: Db, hunterId: string) {
    return payoutsWithFacts(db)
      .leftJoin('receipts as r', 'r.payout_id', 'p.id')
      .select('r.number as receipt_number')
      .where('p.hunter_id', '=', hunterId)
      .orderBy('p.created_at', 'desc')
      .execute();
  },

  /** Payouts (all, or one) with their facts and the Hunter's payout method: pending first by due date (the Hunter's name: payout.service.ts). */
  forAdmins(db: Db, id?: string) {
    let query = payoutsWithFacts(db)
      .leftJoin('payout_methods as m', 'm.user_id', 'p.hunter_id')
      .select(['m.kind as method_kind', 'm.holder_name', 'm.iban', 'm.paypal_email']);
    if (id) query = query.where('p.id', '=', id);
    return query.orderBy('p.status', 'desc').orderBy('p.due_on', 'asc').orderBy('p.created_at', 'asc').execute();
  },

  methodOf(db: Db, userId: string) {
    return db.selectFrom('payout_methods').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** Whether the user has entered a payout method. */
  async hasMethod(db: Db, userId: string): Promise<boolean> {
    const row = await db.selectFrom('payout_methods').select('kind').where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  },

  async saveMethod(db: Db, userId: string, method: Omit<Insertable<PayoutMethodsTable>, 'user_id'>): Promise<void> {
    await db
      .insertInto('payout_methods')
      .values({ user_id: userId, ...method })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(method))
      .execute();
  },
};
