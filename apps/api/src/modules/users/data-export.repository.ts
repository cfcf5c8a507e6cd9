import type { Db } from '../../db/database.ts';

/**
 * SQL of the data export (data-export.ts): everything stored about one user. It reads
 * tables other modules own (bikes, tags, photos, scans, sightings, thefts, rewards,
 * hunts, payouts, receipts, notifications, conversations, identities) only for the
 * user's own export (GDPR art. 15 and 20), until those modules export readers of
 * their own (issue #18). A list of ids that is empty asks nothing of the database.
 */
export const dataExportRepository = {
  bikes(db: Db, userId: string) {
    return db.selectFrom('bikes').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute();
  },

  conversations(db: Db, userId: string) {
    return db
      .selectFrom('conversations')
      .select(['id', 'theft_report_id', 'owner_id', 'finder_id', 'blocked_at', 'created_at'])
      .where((eb) => eb.or([eb('owner_id', '=', userId), eb('finder_id', '=', userId)]))
      .execute();
  },

  identities(db: Db, userId: string) {
    return db.selectFrom('user_identities').select(['provider', 'email', 'created_at']).where('user_id', '=', userId).execute();
  },

  async ownerships(db: Db, bikeIds: string[]) {
    if (bikeIds.length === 0) return [];
    return db.selectFrom('bike_ownerships').select(['bike_id', 'via', 'started_at', 'ended_at']).where('bike_id', 'in', bikeIds).execute();
  },

  tags(db: Db, userId: string) {
    return db.selectFrom('tags').select(['uid', 'status', 'bike_id', 'assigned_at', 'attached_at']).where('owner_id', '=', userId).execute();
  },

  async photos(db: Db, bikeIds: string[]) {
    if (bikeIds.length === 0) return [];
    return db
      .selectFrom('bike_photos')
      .select(['id', 'bike_id', 'filename', 'format', 'width', 'height', 'bytes', 'is_main', 'created_at'])
      .where('bike_id', 'in', bikeIds)
      .execute();
  },

  maintenance(db: Db, userId: string) {
    return db.selectFrom('maintenance_records').selectAll().where('created_by', '=', userId).execute();
  },

  scans(db: Db, userId: string) {
    return db
      .selectFrom('scans')
      .select(['uid', 'result', 'latitude', 'longitude', 'accuracy', 'device_info', 'scanned_at'])
      .where('scanner_id', '=', userId)
      .orderBy('scanned_at')
      .execute();
  },

  sightings(db: Db, userId: string) {
    return db
      .selectFrom('sightings')
      .select(['id', 'source', 'latitude', 'longitude', 'accuracy', 'share_exact', 'note', 'contact_consent', 'contact_email', 'useful', 'created_at'])
      .where('reporter_id', '=', userId)
      .execute();
  },

  theftReports(db: Db, userId: string) {
    return db.selectFrom('theft_reports').selectAll().where('owner_id', '=', userId).execute();
  },

  rewardPayments(db: Db, userId: string) {
    return db
      .selectFrom('reward_payments')
      .select(['id', 'theft_report_id', 'provider', 'amount_cents', 'status', 'created_at', 'paid_at'])
      .where('owner_id', '=', userId)
      .execute();
  },

  hunts(db: Db, userId: string) {
    return db.selectFrom('hunts').select(['theft_report_id', 'status', 'created_at', 'updated_at']).where('hunter_id', '=', userId).execute();
  },

  payouts(db: Db, userId: string) {
    return db
      .selectFrom('payouts')
      .select(['id', 'theft_report_id', 'amount_cents', 'status', 'due_on', 'reference', 'paid_at', 'created_at'])
      .where('hunter_id', '=', userId)
      .execute();
  },

  receipts(db: Db, userId: string) {
    return db.selectFrom('receipts').select(['number', 'kind', 'amount_cents', 'issued_at']).where('user_id', '=', userId).execute();
  },

  payoutMethod(db: Db, userId: string) {
    return db
      .selectFrom('payout_methods')
      .select(['kind', 'holder_name', 'iban', 'paypal_email', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  notifications(db: Db, userId: string) {
    return db.selectFrom('notifications').select(['type', 'bike_id', 'read_at', 'created_at']).where('user_id', '=', userId).execute();
  },

  async messages(db: Db, conversationIds: string[]) {
    if (conversationIds.length === 0) return [];
    return db
      .selectFrom('messages')
      .select(['conversation_id', 'sender_id', 'body', 'created_at'])
      .where('conversation_id', 'in', conversationIds)
      .orderBy('created_at')
      .execute();
  },
};
