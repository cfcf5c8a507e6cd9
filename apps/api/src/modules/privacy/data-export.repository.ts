import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The address column equals the account's, in any case (rows addressed to the person by others). */
const sameAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;

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

  /** The person's own periods of ownership (of bikes they own now or once owned), not the other owners'. */
  ownerships(db: Db, userId: string) {
    return db.selectFrom('bike_ownerships').select(['bike_id', 'via', 'started_at', 'ended_at']).where('owner_id', '=', userId).orderBy('started_at').execute();
  },

  /** The live sessions (refresh tokens not rotated nor revoked): when they began and end, never the token. */
  sessions(db: Db, userId: string) {
    return db
      .selectFrom('refresh_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .orderBy('created_at')
      .execute();
  },

  oneTimeLinks(db: Db, userId: string) {
    return db
      .selectFrom('one_time_tokens')
      .select(['purpose', 'created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  },

  /** Google sign-ins in progress: linking this account, or signing up with its address. */
  googleSignIns(db: Db, userId: string, email: string) {
    return db
      .selectFrom('identity_tickets')
      .select(['purpose', 'provider', 'email', 'given_name', 'family_name', 'created_at', 'expires_at', 'used_at'])
      .where((eb) => eb.or([eb('user_id', '=', userId), sameAddress('email', email)]))
      .orderBy('created_at')
      .execute();
  },

  async recoveryCodesLeft(db: Db, userId: string): Promise<number> {
    const row = await db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The shops the person let see their bikes' maintenance. */
  shopConsents(db: Db, userId: string) {
    return db
      .selectFrom('maintenance_consents as c')
      .innerJoin('users as s', 's.id', 'c.shop_id')
      .select(['c.bike_id', 'c.shop_id', 's.email as shop_email', 'c.granted_at', 'c.revoked_at'])
      .where('c.granted_by', '=', userId)
      .orderBy('c.granted_at')
      .execute();
  },

  /** Transfers the person offered, received, or that were offered to their address. */
  transfers(db: Db, userId: string, email: string) {
    return db
      .selectFrom('bike_transfers')
      .select(['bike_id', 'from_user_id', 'to_email', 'status', 'created_at', 'expires_at', 'resolved_at'])
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId), sameAddress('to_email', email)]))
      .orderBy('created_at')
      .execute();
  },

  /** Tags a shop sold to the person: claimed by them, or addressed to their address. */
  shopPurchases(db: Db, userId: string, email: string) {
    return db
      .selectFrom('shop_sales as s')
      .innerJoin('tags as t', 't.id', 's.tag_id')
      .innerJoin('users as shop', 'shop.id', 's.shop_id')
      .select(['t.uid', 'shop.email as shop_email', 's.customer_email', 's.created_at', 's.claimed_at'])
      .where((eb) => eb.or([eb('s.claimed_by', '=', userId), sameAddress('s.customer_email', email)]))
      .orderBy('s.created_at')
      .execute();
  },

  /** The photos of the person's sightings (their sizes; the files are the owner's to see on the bike's page). */
  async sightingPhotos(db: Db, sightingIds: string[]) {
    if (sightingIds.length === 0) return [];
    return db
      .selectFrom('sighting_photos')
      .select(['id', 'sighting_id', 'format', 'width', 'height', 'bytes', 'created_at'])
      .where('sighting_id', 'in', sightingIds)
      .orderBy('created_at')
      .execute();
  },

  /** Disputes the person raised, or about their thefts. */
  disputes(db: Db, userId: string, theftReportIds: string[]) {
    return db
      .selectFrom('disputes')
      .select(['theft_report_id', 'status', 'outcome', 'outcome_hunter_cents', 'reason', 'resolution_note', 'created_at', 'resolved_at'])
      .where((eb) =>
        theftReportIds.length > 0 ? eb.or([eb('raised_by', '=', userId), eb('theft_report_id', 'in', theftReportIds)]) : eb('raised_by', '=', userId),
      )
      .orderBy('created_at')
      .execute();
  },

  /** The browsers subscribed to the person's push messages: the endpoint (its push service's origin is taken from it) and its state. */
  pushSubscriptions(db: Db, userId: string) {
    return db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'created_at', 'last_success_at', 'failed_count'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  },

  /** The thefts that alerted the person as a Hunter, with the distance and town each alert named. */
  huntAlerts(db: Db, userId: string) {
    return db
      .selectFrom('hunt_alert_recipients')
      .select(['theft_report_id', 'distance_km', 'place_name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  },

  huntAlertMailDays(db: Db, userId: string) {
    return db.selectFrom('hunt_alert_mails').select(['day']).where('user_id', '=', userId).orderBy('day').execute();
  },

  sightingMailWindows(db: Db, userId: string) {
    return db.selectFrom('sighting_mail_windows').select(['bike_id', 'opened_at', 'ends_at']).where('owner_id', '=', userId).execute();
  },

  /** What administrators did to the account (not who: the administrator's id is theirs). */
  adminActions(db: Db, userId: string) {
    return db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'created_at'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', userId)
      .orderBy('created_at')
      .execute();
  },

  /** Messages the person sent to the support from the contact form with the account's address. */
  contactMessages(db: Db, email: string) {
    return db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'message', 'language', 'created_at'])
      .where(sameAddress('email', email))
      .orderBy('created_at')
      .execute();
  },

  tags(db: Db, userId: string) {
    return db.selectFrom('tags').select(['uid', 'status', 'bike_id', 'assigned_at', 'attached_at']).where('owner_id', '=', userId).execute();
  },

  async photos(db: Db, bikeIds: string[]) {
    if (bikeIds.length === 0) return [];
    return db
      .selectFrom('bike_photos')
      .select(['id', 'bike_id', 'filename', 'uploaded_by', 'format', 'width', 'height', 'bytes', 'is_main', 'created_at'])
      .where('bike_id', 'in', bikeIds)
      .execute();
  },

  /** Maintenance the person recorded, and what shops recorded on their bikes. */
  maintenance(db: Db, userId: string, bikeIds: string[]) {
    return db
      .selectFrom('maintenance_records')
      .selectAll()
      .where((eb) => (bikeIds.length > 0 ? eb.or([eb('created_by', '=', userId), eb('bike_id', 'in', bikeIds)]) : eb('created_by', '=', userId)))
      .orderBy('created_at')
      .execute();
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
      .select([
        'id',
        'source',
        'latitude',
        'longitude',
        'accuracy',
        'share_exact',
        'note',
        'contact_consent',
        'contact_email',
        'contact_language',
        'useful',
        'created_at',
      ])
      .where('reporter_id', '=', userId)
      .execute();
  },

  theftReports(db: Db, userId: string) {
    return db.selectFrom('theft_reports').selectAll().where('owner_id', '=', userId).execute();
  },

  rewardPayments(db: Db, userId: string) {
    return db
      .selectFrom('reward_payments')
      .select(['id', 'theft_report_id', 'provider', 'amount_cents', 'status', 'provider_ref', 'charge_ref', 'url', 'created_at', 'paid_at'])
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
    return db
      .selectFrom('notifications')
      .select(['type', 'bike_id', 'sighting_id', 'conversation_id', 'read_at', 'created_at'])
      .where('user_id', '=', userId)
      .execute();
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
