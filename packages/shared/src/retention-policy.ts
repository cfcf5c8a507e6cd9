/**
 * Every kind of personal data Ritrova keeps, why, on what legal basis, for how long and what happens
 * at the end (issue #26; GDPR arts. 5(1)(c) and (e), 13, 30). ONE table: the worker applies it
 * (modules/privacy, one job step per rule id), the privacy page renders its retention section from it
 * in it/en/zh (texts under `privacy:retention.<id>.*`), docs/privacy.md's record of processing is
 * generated from it, and a test walks the database schema and fails on a column that holds personal
 * data and is in no rule here (nor in `nonPersonalColumns`).
 *
 * Periods count from the moment named by `after` (see `RetentionClock`). `end` says what the period's
 * end does: `delete` the rows (or files), `reduce` them to what is no longer personal (the columns in
 * `reduces` cleared or coarsened, the rest kept), `pseudonymise` (the person's identifying columns
 * replaced, the row kept for a legal duty).
 */

/** GDPR art. 6(1): the ground each processing rests on. */
export type LegalBasis =
  /** (b) needed to give the service the person asked for (their account, bikes, tags, alerts). */
  | 'contract'
  /** (f) Ritrova's or a third party's legitimate interest, weighed against the person's (security, abuse, recovery of a stolen bike). */
  | 'legitimate_interest'
  /** (a) the person chose it (a finder agreeing to be contacted, a browser subscribing to push). */
  | 'consent'
  /** (c) a law requires it (Italian accounting and tax records: art. 2220 c.c., 10 years). */
  | 'legal_obligation';

/** The moment a period counts from. */
export type RetentionClock =
  /** The row was written (a scan, a sighting, a message sent through the contact form). */
  | 'created'
  /** The person last used the account (a sign-in, a refresh, a signed-in request or tap; at most daily). */
  | 'last_activity'
  /** The account was deleted by its owner, an admin or inactivity (pseudonymised at once). */
  | 'account_deleted'
  /** The theft it belongs to ended: the bike recovered, the report withdrawn or its reward refunded. */
  | 'theft_closed'
  /** The link or token stopped working (its expiry), or it was used. */
  | 'expired'
  /** The transfer or shop sale it names was accepted, declined, claimed or expired. */
  | 'resolved'
  /** The browser's push service last accepted a message (or, never, since it subscribed). */
  | 'last_success'
  /** The person signed out of the app on that device, or another person signed in there (decision 064). */
  | 'signed_out'
  /** The accounting document was issued (a payment, a payout, a receipt). */
  | 'issued';

/** What the end of the period does. */
export type RetentionEnd = 'delete' | 'reduce' | 'pseudonymise';

/**
 * Who applies a rule: the worker's retention job, the operator (for what is not in the database), or the
 * app on the person's own device (what it keeps in the browser, decision 064).
 */
export type Enforcement = 'job' | 'operator' | 'device';

/** A period: `count` units after `after`. `count: 0` means at that moment. */
export interface RetentionPeriod {
  count: number;
  unit: 'days' | 'months' | 'years';
  after: RetentionClock;
}

/**
 * The people and companies data goes to besides Ritrova (art. 13(1)(e)), in the order the privacy page
 * lists them (`privacy:recipients.<id>.*`); a list, not only a type, so the page and docs/privacy.md
 * can name every one.
 */
export const recipientIds = [
  'hosting',
  'object_storage',
  'mail',
  'stripe',
  'payouts',
  'google_sign_in',
  'push_services',
  'map_tiles',
  'police_on_request',
] as const;

export type RecipientId = (typeof recipientIds)[number];

export interface RetentionRule {
  /** Stable id: the worker's step, the i18n keys `privacy:retention.<id>.{name,purpose,end}`. */
  id: string;
  /** The tables and columns (or, for files and logs, the place) holding this kind of data. */
  data: Readonly<Record<string, readonly string[]>>;
  /** Whose data it is, for the record of processing (art. 30(1)(c)). */
  subjects: 'users' | 'finders' | 'hunters' | 'owners' | 'shop_customers' | 'visitors' | 'admins';
  basis: LegalBasis;
  keep: RetentionPeriod;
  end: RetentionEnd;
  /** With `end: 'reduce'`: the columns cleared or coarsened (`table.column`); what stays is not personal. */
  reduces?: readonly string[];
  /** Who else receives it (none: only Ritrova's own processors of hosting and storage). */
  recipients: readonly RecipientId[];
  enforcement: Enforcement;
}

const days = (count: number, after: RetentionClock): RetentionPeriod => ({ count, unit: 'days', after });
const months = (count: number, after: RetentionClock): RetentionPeriod => ({ count, unit: 'months', after });
const years = (count: number, after: RetentionClock): RetentionPeriod => ({ count, unit: 'years', after });

/** Spec §1/§9: an account unused this long is warned (a mail); `account` deletes it a year later. */
export const INACTIVITY_WARNING_MONTHS = 24;

/** The retention table, most personal first. */
export const retentionPolicy = [
  {
    id: 'account',
    data: {
      users: [
        'email',
        'nome',
        'cognome',
        'username',
        'hunter_name',
        'hunter_name_skeleton',
        'hunter_name_cased_skeleton',
        'password_hash',
        'language',
        'persona',
        'totp_secret_sealed',
        'totp_enabled_at',
        'totp_last_step',
        'last_login_at',
        'last_active_at',
        'age_confirmed_at',
        'privacy_accepted_at',
        'terms_accepted_at',
        'email_verified_at',
        'inactivity_warned_at',
        'suspended_at',
      ],
      two_factor_recovery_codes: ['user_id', 'code_hash'],
      user_identities: ['user_id', 'email', 'subject'],
      // Who the account is in rows kept beyond it (a transfer, a shop sale, a theft with money): the id
      // stays, a pseudonym once the account row above is pseudonymised.
      bike_transfers: ['from_user_id', 'to_user_id'],
      shop_sales: ['claimed_by'],
      theft_reports: ['owner_id', 'returned_by'],
      // A Hunter's payable in the books is named `hunter_payable:<account id>`.
      ledger_accounts: ['code'],
    },
    subjects: 'users',
    basis: 'contract',
    // Warned after 24 months without use, deleted after 36: pseudonymised at once, the rest purged (`account_purge`).
    keep: months(36, 'last_activity'),
    end: 'pseudonymise',
    recipients: ['hosting', 'mail'],
    enforcement: 'job',
  },
  {
    id: 'account_purge',
    data: {
      bikes: [
        'owner_id',
        'name',
        'brand',
        'model',
        'serial_number',
        'serial_number_normalized',
        'color',
        'second_color',
        'notes',
        'year',
        'frame_size',
        'purchase_value_cents',
      ],
      bike_photos: ['bike_id', 'uploaded_by', 'filename'],
      bike_ownerships: ['owner_id'],
      maintenance_records: ['created_by', 'technician_name', 'description', 'recommendations', 'issues_found'],
      maintenance_consents: ['granted_by', 'shop_id'],
      tags: ['owner_id'],
      payout_methods: ['user_id', 'holder_name', 'iban', 'paypal_email'],
      hunter_areas: ['user_id', 'lat', 'lng', 'radius_km'],
      hunts: ['hunter_id'],
      push_subscriptions: ['user_id', 'endpoint', 'p256dh', 'auth'],
      refresh_tokens: ['user_id'],
    },
    subjects: 'users',
    basis: 'contract',
    // Everything the account held that no law keeps: within 30 days of the deletion (ledger rows stay, tied to the pseudonym).
    keep: days(30, 'account_deleted'),
    end: 'delete',
    recipients: ['hosting', 'object_storage'],
    enforcement: 'job',
  },
  {
    id: 'sessions',
    data: { refresh_tokens: ['token_hash', 'family_id', 'created_at'], one_time_tokens: ['user_id', 'token_hash'] },
    subjects: 'users',
    basis: 'contract',
    keep: days(1, 'expired'),
    end: 'delete',
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'identity_tickets',
    data: { identity_tickets: ['email', 'given_name', 'family_name', 'subject', 'user_id', 'token_hash'] },
    subjects: 'users',
    basis: 'contract',
    // A Google sign-up left unfinished: the ticket lives an hour; its row a day.
    keep: days(1, 'created'),
    end: 'delete',
    recipients: ['google_sign_in'],
    enforcement: 'job',
  },
  {
    id: 'anonymous_scans',
    data: { scans: ['latitude', 'longitude', 'accuracy', 'device_info', 'view_token'] },
    subjects: 'visitors',
    basis: 'legitimate_interest',
    // A stranger's tap: exact point and device for 30 days (a sighting's context), then time, tag and a ~1 km cell.
    keep: days(30, 'created'),
    end: 'reduce',
    reduces: ['scans.latitude', 'scans.longitude', 'scans.accuracy', 'scans.device_info', 'scans.view_token'],
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'signed_in_scans',
    data: { scans: ['scanner_id', 'latitude', 'longitude', 'accuracy', 'device_info', 'view_token'] },
    subjects: 'hunters',
    basis: 'legitimate_interest',
    // A Hunter's scan of a stolen bike is the proof that credits a return: kept exact until the theft ends and its 30-day dispute window passes.
    keep: days(30, 'theft_closed'),
    end: 'reduce',
    reduces: ['scans.latitude', 'scans.longitude', 'scans.accuracy', 'scans.device_info', 'scans.view_token'],
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'sighting_contact',
    data: { sightings: ['contact_email', 'contact_language', 'contact_consent'] },
    subjects: 'finders',
    basis: 'consent',
    keep: days(0, 'theft_closed'),
    end: 'reduce',
    reduces: ['sightings.contact_email', 'sightings.contact_language'],
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'sighting_client_keys',
    // rate_limit_counters: the attempt counters (per keyed address, per sign-in address, per account), deleted when their window ends.
    data: { sightings: ['client_key'], contact_messages: ['ip_hash'], rate_limit_counters: ['key'] },
    subjects: 'visitors',
    basis: 'legitimate_interest',
    // Keyed under a day's key deleted after two days (rotating_keys): cleared then, as it can no longer be matched anyway.
    keep: days(2, 'created'),
    end: 'reduce',
    reduces: ['sightings.client_key', 'contact_messages.ip_hash'],
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'sightings',
    data: {
      sightings: ['reporter_id', 'note', 'latitude', 'longitude', 'accuracy', 'share_exact'],
      sighting_photos: ['sighting_id', 'bytes'],
    },
    subjects: 'finders',
    basis: 'legitimate_interest',
    // What finders reported, with their photos: for the owner and the police until the theft ends, then six months.
    keep: months(6, 'theft_closed'),
    end: 'reduce',
    reduces: ['sightings.note', 'sightings.latitude', 'sightings.longitude', 'sightings.accuracy', 'sighting_photos'],
    // map_tiles: the owner's sightings map, once asked for, asks the tile provider for the area around each point.
    recipients: ['object_storage', 'police_on_request', 'map_tiles'],
    enforcement: 'job',
  },
  {
    id: 'theft_facts',
    data: {
      theft_reports: [
        'place_address',
        'place_lat',
        'place_lng',
        'circumstances',
        'lock_description',
        'police_report_number',
        'police_station',
        'police_report_date',
        'public_serial',
      ],
    },
    subjects: 'owners',
    basis: 'contract',
    // The theft's facts: until it ends, then six months; the municipality, dates and amounts stay with the money.
    keep: months(6, 'theft_closed'),
    end: 'reduce',
    reduces: [
      'theft_reports.place_address',
      'theft_reports.place_lat',
      'theft_reports.place_lng',
      'theft_reports.circumstances',
      'theft_reports.lock_description',
      'theft_reports.police_report_number',
      'theft_reports.police_station',
      'theft_reports.public_serial',
    ],
    recipients: ['map_tiles'],
    enforcement: 'job',
  },
  {
    id: 'messages',
    // finder_links: the links mailed to an anonymous finder (a hash of each), gone with the conversation
    // or 30 days after their mail (housekeeping).
    data: { messages: ['sender_id', 'body'], conversations: ['owner_id', 'finder_id'], finder_links: ['token_hash', 'conversation_id'] },
    subjects: 'users',
    basis: 'contract',
    keep: months(6, 'theft_closed'),
    end: 'delete',
    recipients: ['mail'],
    enforcement: 'job',
  },
  {
    id: 'notifications',
    // hunt_alert_recipients: which Hunters a theft alerted (once each), with the distance and town it named.
    data: {
      notifications: ['user_id', 'bike_id', 'sighting_id', 'conversation_id'],
      hunt_alert_recipients: ['user_id', 'distance_km', 'place_name'],
    },
    subjects: 'users',
    basis: 'contract',
    keep: months(6, 'created'),
    end: 'delete',
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'alert_mail_days',
    data: { hunt_alert_mails: ['user_id', 'day'], sighting_mail_windows: ['owner_id', 'bike_id'] },
    subjects: 'users',
    basis: 'contract',
    // Only "one mail a day" and "one mail a window": a day is all they need.
    keep: days(1, 'created'),
    end: 'delete',
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'push_subscriptions',
    data: { push_subscriptions: ['endpoint', 'p256dh', 'auth', 'last_success_at', 'failed_count'] },
    subjects: 'users',
    basis: 'consent',
    // Until the browser unsubscribes, or its push service has refused every message for 30 days.
    keep: days(30, 'last_success'),
    end: 'delete',
    recipients: ['push_services'],
    enforcement: 'job',
  },
  {
    id: 'offline_copy',
    data: { 'the browser of the signed-in person (Cache Storage)': ['the bike list and bike pages as last loaded', 'the photos they showed'] },
    subjects: 'users',
    basis: 'contract',
    // Decision 064: on the person's own device, never on a server; the app deletes it on sign-out.
    keep: days(0, 'signed_out'),
    end: 'delete',
    recipients: [],
    enforcement: 'device',
  },
  {
    id: 'transfer_addresses',
    data: { bike_transfers: ['to_email'], shop_sales: ['customer_email'] },
    subjects: 'shop_customers',
    basis: 'contract',
    keep: days(30, 'resolved'),
    end: 'reduce',
    reduces: ['bike_transfers.to_email', 'shop_sales.customer_email'],
    recipients: ['mail'],
    enforcement: 'job',
  },
  {
    id: 'contact_messages',
    data: { contact_messages: ['name', 'email', 'message', 'language'] },
    subjects: 'visitors',
    basis: 'legitimate_interest',
    keep: months(24, 'created'),
    end: 'delete',
    recipients: ['mail'],
    enforcement: 'job',
  },
  {
    id: 'payments',
    data: {
      // NOTE: the ledger's transaction reference copies a payout's reference (typed by an admin) and the
      // ledger stays (decision 049): the payments step does not delete it.
      ledger_transactions: ['reference'],
      reward_payments: ['owner_id', 'provider_ref', 'charge_ref', 'url'],
      payouts: ['hunter_id', 'reference', 'paid_by'],
      receipts: ['user_id', 'number'],
      disputes: ['raised_by', 'reason', 'resolution_note', 'outcome_hunter_id', 'resolved_by'],
    },
    subjects: 'users',
    basis: 'legal_obligation',
    // Accounting records (art. 2220 c.c.): ten years, tied to a pseudonym once the account is deleted.
    keep: years(10, 'issued'),
    end: 'delete',
    // Owners pay through Stripe; Hunters are paid by bank transfer or PayPal to the address they gave.
    recipients: ['stripe', 'payouts'],
    enforcement: 'job',
  },
  {
    id: 'audit_log',
    data: { audit_log: ['actor_id', 'target_id', 'before', 'after'] },
    subjects: 'admins',
    basis: 'legitimate_interest',
    // Who changed what in the admin area: five years; an erased person's details leave the entries at once.
    keep: years(5, 'created'),
    end: 'delete',
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'travel_alerts',
    data: { travel_alerts: ['scan_id', 'previous_scan_id', 'distance_m', 'speed_kmh', 'reviewed_by'] },
    subjects: 'visitors',
    basis: 'legitimate_interest',
    keep: months(12, 'created'),
    end: 'delete',
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'mail_outbox',
    data: { 'DATA_DIR/mail': ['*.eml'] },
    subjects: 'users',
    basis: 'contract',
    // Only without SMTP_URL (development): the mails written as files.
    keep: days(7, 'created'),
    end: 'delete',
    recipients: [],
    enforcement: 'job',
  },
  {
    id: 'logs',
    data: { 'process logs': ['route', 'status', 'request id', 'keyed hash of the address'] },
    subjects: 'visitors',
    basis: 'legitimate_interest',
    // No person in a log line (decision 040); the operator keeps them this long (journald, HAProxy's log).
    keep: days(14, 'created'),
    end: 'delete',
    recipients: ['hosting'],
    enforcement: 'operator',
  },
  {
    id: 'backups',
    data: { backups: ['every table above'] },
    subjects: 'users',
    basis: 'legitimate_interest',
    // BACKUP_KEEP × the schedule's interval: within the 30 days in which erasure is promised.
    keep: days(30, 'created'),
    end: 'delete',
    recipients: ['object_storage'],
    enforcement: 'operator',
  },
] as const satisfies readonly RetentionRule[];

export type RetentionRuleId = (typeof retentionPolicy)[number]['id'];

/**
 * Columns that hold no personal data, by table (ids, times, statuses, amounts, technical state): the
 * schema walk accepts a column only if it is here or in a rule's `data`.
 *
 * The line drawn: a rule names every column that says who a person is (a name, an address, an account
 * id, a key derived from them) or what they wrote, chose, did or where they were. What is listed here
 * describes a row or an object that is not a person (its own id, when it was written, its status, a
 * bike's type, an amount, a file's size): it relates to someone only through a column a rule names in
 * the same row, and goes, or becomes a pseudonym's, with it.
 */
export const nonPersonalColumns: Readonly<Record<string, readonly string[]>> = {
  // The account's key and state: a pseudonym once the `account` rule's columns are replaced.
  users: ['id', 'role', 'session_version', 'deleted_at', 'created_at', 'updated_at', 'purged_at'],
  two_factor_recovery_codes: ['id', 'used_at', 'created_at'],
  user_identities: ['provider', 'created_at'],
  refresh_tokens: ['id', 'expires_at', 'rotated_at', 'revoked_at'],
  one_time_tokens: ['id', 'purpose', 'expires_at', 'used_at', 'created_at'],
  identity_tickets: ['id', 'purpose', 'provider', 'expires_at', 'used_at', 'created_at'],
  // A bike's kind and state; who owns it is `owner_id`.
  bikes: ['id', 'type', 'status', 'created_at', 'updated_at'],
  bike_ownerships: ['id', 'bike_id', 'via', 'started_at', 'ended_at'],
  bike_photos: ['id', 'format', 'width', 'height', 'bytes', 'is_main', 'created_at'],
  // A transfer's state; the claim link's token is stored only as a hash (a secret, not about anyone).
  bike_transfers: ['id', 'bike_id', 'token_hash', 'status', 'expires_at', 'created_at', 'resolved_at'],
  // The service itself (type, date, parts, costs, the bike's odometer); who asked and what was written are in `account_purge`.
  maintenance_records: [
    'id',
    'bike_id',
    'service_type',
    'service_date',
    'components_replaced',
    'parts_cents',
    'labor_cents',
    'odometer_km',
    'created_by_type',
    'created_at',
    'updated_at',
  ],
  maintenance_consents: ['id', 'bike_id', 'granted_at', 'revoked_at'],
  // A tag and its chip; `shop_id` is a shop's inventory (a business); who owns the tag is `owner_id`.
  tags: ['id', 'uid', 'type', 'status', 'bike_id', 'batch', 'assigned_at', 'attached_at', 'created_at', 'updated_at', 'shop_id', 'chip', 'key_version'],
  sun_counters: ['tag_id', 'counter', 'updated_at'],
  // A plain tag a shop (a business) programs from its phone, and how far it got (issue #28; decision 062).
  tag_programmings: ['uid', 'shop_id', 'state', 'tag_id', 'added_tag', 'prepared_at', 'programmed_at', 'locked_at'],
  // A tag waiting to be registered after a sign-in: its chip's uid and the chip's own data, an hour.
  pending_tag_sessions: ['id', 'tag_uid', 'tag_data', 'expires_at', 'used_at', 'created_at'],
  // The shop (a business) and the sale's state; the customer is `customer_email` and `claimed_by`.
  shop_sales: ['id', 'tag_id', 'shop_id', 'token_hash', 'created_at', 'claimed_at'],
  // What a reduced tap keeps (issue #26: time, tag, outcome, the chip's counter); the person is in the scans rules.
  scans: ['id', 'uid', 'tag_id', 'bike_id', 'theft_report_id', 'result', 'scanned_at', 'authenticity', 'sun_counter'],
  sightings: ['id', 'theft_report_id', 'bike_id', 'scan_id', 'source', 'created_at', 'useful', 'notified'],
  // When an anonymous finder's link was mailed and when it stops working.
  finder_links: ['created_at', 'expires_at'],
  // Which theft alerted, and when (the Hunter, distance and town are under `notifications`).
  hunt_alert_recipients: ['theft_report_id', 'created_at'],
  sighting_photos: ['id', 'format', 'width', 'height', 'created_at'],
  // The push window (decision 063): when it opened and ends, how its push went, how many it grouped.
  sighting_mail_windows: ['opened_at', 'ends_at', 'pending', 'prompt_sent', 'push_opened_at', 'push_ends_at', 'push_state', 'push_attempts', 'push_grouped'],
  // What stays of a theft with money (the `theft_facts` rule): bike, municipality, dates, amounts, state, the public page's id.
  theft_reports: [
    'id',
    'bike_id',
    'reward_cents',
    'reward_status',
    'status',
    'stolen_at',
    'recovered_at',
    'created_at',
    'funded_at',
    'expiry_notice_at',
    'refunded_at',
    'place_istat',
    'published_at',
    'public_id',
  ],
  travel_alerts: ['id', 'tag_id', 'elapsed_s', 'created_at', 'reviewed_at'],
  conversations: ['id', 'theft_report_id', 'sighting_id', 'blocked_at', 'created_at', 'last_message_at'],
  messages: ['id', 'conversation_id', 'created_at'],
  notifications: ['id', 'type', 'read_at', 'created_at', 'theft_report_id', 'count'],
  hunts: ['theft_report_id', 'status', 'created_at', 'updated_at'],
  hunter_areas: ['created_at', 'updated_at'],
  hunt_alert_mails: ['created_at'],
  push_subscriptions: ['id', 'created_at'],
  contact_messages: ['id', 'created_at'],
  // Money: amounts, states and dates; who paid, was paid or disputed is in the `payments` rule.
  reward_payments: ['id', 'theft_report_id', 'provider', 'amount_cents', 'status', 'created_at', 'paid_at'],
  payouts: ['id', 'theft_report_id', 'amount_cents', 'status', 'due_on', 'paid_at', 'created_at'],
  payout_methods: ['kind', 'updated_at'],
  receipts: ['id', 'kind', 'theft_report_id', 'payment_id', 'payout_id', 'amount_cents', 'issued_at'],
  disputes: ['id', 'theft_report_id', 'status', 'outcome', 'resolved_at', 'created_at', 'outcome_hunter_cents'],
  // The books (decision 049): ids, kinds and amounts.
  ledger_accounts: ['id', 'kind', 'created_at'],
  ledger_entries: ['id', 'transaction_id', 'account_id', 'amount_cents', 'created_at'],
  ledger_transactions: ['id', 'idempotency_key', 'kind', 'theft_report_id', 'created_at'],
  // The payment provider's webhook events, by its ids, to handle each once.
  payment_events: ['provider', 'event_id', 'type', 'received_at'],
  audit_log: ['id', 'action', 'target_type', 'created_at'],
  // Technical: a counter's window, the daily keys of the keyed hashes (secrets, about nobody), the migrations applied.
  rate_limit_counters: ['hits', 'reset_at'],
  rotating_keys: ['purpose', 'day', 'secret'],
  schema_migrations: ['name', 'applied_at'],
};
