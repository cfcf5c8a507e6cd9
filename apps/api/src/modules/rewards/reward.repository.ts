import { type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DisputesTable, PayoutsTable, RewardPaymentsTable, TheftReportsTable, UsersTable } from '../../db/schema.ts';

/** What a reward shows besides its theft report (reward.presenter.ts). */
export interface RewardDetails {
  /** The checkout still open for the reward, if any. */
  payment: Pick<Selectable<RewardPaymentsTable>, 'url'> | undefined;
  /** The Hunter the report says returned the bike. */
  returnedBy: Pick<Selectable<UsersTable>, 'id' | 'nome' | 'cognome' | 'hunter_name' | 'role'> | undefined;
  /** The report's latest dispute. */
  dispute: Pick<Selectable<DisputesTable>, 'id' | 'status' | 'outcome'> | undefined;
}

/** Someone who may be credited with a return (candidateRows). */
export interface CandidateRow {
  user_id: string;
  nome: string;
  cognome: string;
  hunter_name: string | null;
  role: 'user' | 'shop' | 'admin';
  scans: number;
  sightings: number;
  authenticated_scans: number;
  last_seen: Date;
  evidence_at: Date;
  evidence_source: 'scan' | 'report';
  evidence_verified: boolean;
  evidence_latitude: number | null;
  evidence_longitude: number | null;
}

/** SQL of the rewards module. */
export const rewardRepository = {
  /** The open payment, the returning Hunter's name and the latest dispute of a report, side by side. */
  async detailsOf(db: Db, report: { id: string; returned_by: string | null }): Promise<RewardDetails> {
    const [payment, returnedBy, dispute] = await Promise.all([
      db.selectFrom('reward_payments').select('url').where('theft_report_id', '=', report.id).where('status', '=', 'open').executeTakeFirst(),
      report.returned_by
        ? db.selectFrom('users').select(['id', 'nome', 'cognome', 'hunter_name', 'role']).where('id', '=', report.returned_by).executeTakeFirst()
        : undefined,
      db
        .selectFrom('disputes')
        .select(['id', 'status', 'outcome'])
        .where('theft_report_id', '=', report.id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { payment, returnedBy, dispute };
  },

  /** The theft report a dispute is about, read without a lock (the lock order starts at the report). */
  async reportIdOfDispute(db: Db, disputeId: string): Promise<string | undefined> {
    const row = await db.selectFrom('disputes').select('theft_report_id').where('id', '=', disputeId).executeTakeFirst();
    return row?.theft_report_id;
  },

  /** A report's payout, as the audit row records it (status and amount). */
  payoutSummaryOf(db: Db, reportId: string): Promise<Pick<Selectable<PayoutsTable>, 'status' | 'amount_cents'> | undefined> {
    return db.selectFrom('payouts').select(['status', 'amount_cents']).where('theft_report_id', '=', reportId).executeTakeFirst();
  },

  /** A theft report by id, read without a lock. */
  reportById(db: Db, id: string) {
    return db.selectFrom('theft_reports').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A bike's latest theft report. */
  latestReportOfBike(db: Db, bikeId: string) {
    return db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bikeId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  },

  /** A bike's open theft report, read without a lock. */
  openReportOfBike(db: Db, bikeId: string) {
    return db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bikeId).where('status', '=', 'open').executeTakeFirst();
  },

  async updateReport(db: Db, id: string, changes: Updateable<TheftReportsTable>): Promise<void> {
    await db.updateTable('theft_reports').set(changes).where('id', '=', id).execute();
  },

  /** Sets a report's reward (amount and status), returning the report. */
  setReward(db: Db, id: string, reward: Pick<Updateable<TheftReportsTable>, 'reward_cents' | 'reward_status'>) {
    return db.updateTable('theft_reports').set(reward).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },

  /** Marks the expiry notice of an open, funded report not noticed yet, returning it; undefined otherwise. */
  markExpiryNotice(db: Db, id: string, at: Date) {
    return db
      .updateTable('theft_reports')
      .set({ expiry_notice_at: at })
      .where('id', '=', id)
      .where('expiry_notice_at', 'is', null)
      .where('status', '=', 'open')
      .where('reward_status', '=', 'funded')
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Users (never the owner, never a deleted account) who recorded a scan or a sighting of the bike
   * during a theft, with their counts and authenticated taps, the latest seen first; and each one's
   * evidence: their latest authenticated tap, else their latest scan or sighting, with its position.
   */
  async candidateRows(db: Db, report: { id: string; owner_id: string }): Promise<CandidateRow[]> {
    const rows = await sql<CandidateRow>`
    WITH c AS (
      SELECT u.id AS user_id, u.nome, u.cognome, u.hunter_name, u.role,
             count(*) FILTER (WHERE s.source = 'scan')::int AS scans,
             count(*) FILTER (WHERE s.source = 'report')::int AS sightings,
             count(*) FILTER (WHERE sc.authenticity = 'authenticated')::int AS authenticated_scans,
             max(s.created_at) AS last_seen
      FROM sightings s
      JOIN users u ON u.id = s.reporter_id
      LEFT JOIN scans sc ON sc.id = s.scan_id
      WHERE s.theft_report_id = ${report.id} AND s.reporter_id <> ${report.owner_id} AND u.deleted_at IS NULL
      GROUP BY u.id
    )
    SELECT c.*, e.created_at AS evidence_at, e.source AS evidence_source, e.verified AS evidence_verified,
           e.latitude AS evidence_latitude, e.longitude AS evidence_longitude
    FROM c
    CROSS JOIN LATERAL (
      SELECT s.created_at, s.source, coalesce(s.latitude, sc.latitude) AS latitude, coalesce(s.longitude, sc.longitude) AS longitude,
             (sc.authenticity = 'authenticated') IS TRUE AS verified
      FROM sightings s LEFT JOIN scans sc ON sc.id = s.scan_id
      WHERE s.theft_report_id = ${report.id} AND s.reporter_id = c.user_id
      ORDER BY (sc.authenticity = 'authenticated') IS TRUE DESC, s.created_at DESC
      LIMIT 1
    ) e
    ORDER BY c.last_seen DESC`.execute(db);
    return rows.rows;
  },

  /** Whether the bike carries a secure tag (NTAG 424 DNA). */
  async hasSecureTag(db: Db, bikeId: string): Promise<boolean> {
    const row = await db.selectFrom('tags').select('id').where('bike_id', '=', bikeId).where('chip', '=', 'ntag424').executeTakeFirst();
    return row !== undefined;
  },

  /** Whether a user recorded a sighting (or a scan's sighting) during a theft. */
  async hasSighting(db: Db, theftReportId: string, userId: string): Promise<boolean> {
    const row = await db.selectFrom('sightings').select('id').where('theft_report_id', '=', theftReportId).where('reporter_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  },

  /** Whether a user tapped the bike's secure tag genuinely (an authenticated scan) during a theft. */
  async hasAuthenticatedTap(db: Db, theftReportId: string, userId: string): Promise<boolean> {
    const tap = await db
      .selectFrom('scans')
      .select('id')
      .where('theft_report_id', '=', theftReportId)
      .where('scanner_id', '=', userId)
      .where('authenticity', '=', 'authenticated')
      .executeTakeFirst();
    return tap !== undefined;
  },

  /** Marks a sighting of one of the owner's thefts useful (or not); undefined when it is no such sighting. */
  markSightingUseful(db: Db, sightingId: string, ownerId: string, useful: boolean) {
    return db
      .updateTable('sightings')
      .set({ useful })
      .where('id', '=', sightingId)
      .where('theft_report_id', 'in', (eb) => eb.selectFrom('theft_reports').select('id').where('owner_id', '=', ownerId))
      .returning('useful')
      .executeTakeFirst();
  },

  /** The report's active hunts end: the returning Hunter's completed (when `hunterId`), the others closed. */
  async endActiveHunts(trx: Db, theftReportId: string, hunterId: string, at: Date): Promise<void> {
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
  },

  /** The Hunter's hunt of the report, completed (created so when they had none). */
  async completeHunt(trx: Db, theftReportId: string, hunterId: string, at: Date): Promise<void> {
    await trx
      .insertInto('hunts')
      .values({ theft_report_id: theftReportId, hunter_id: hunterId, status: 'completed', created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['theft_report_id', 'hunter_id']).doUpdateSet({ status: 'completed', updated_at: at }))
      .execute();
  },

  /** Closes the report's active hunts. */
  async closeActiveHunts(trx: Db, theftReportId: string, at: Date): Promise<void> {
    await trx
      .updateTable('hunts')
      .set({ status: 'closed', updated_at: at })
      .where('theft_report_id', '=', theftReportId)
      .where('status', '=', 'active')
      .execute();
  },
};
