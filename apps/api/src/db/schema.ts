import type { ScanAuthenticity, TagChip } from '@ritrova/shared';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables (snake_case, as in the SQL migrations). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  nome: string;
  cognome: string;
  username: string | null;
  role: Generated<'user' | 'shop' | 'admin'>;
  persona: Generated<'owner' | 'hunter'>;
  language: Generated<'it' | 'en' | 'zh'>;
  email_verified_at: NullableTimestamp;
  terms_accepted_at: NullableTimestamp;
  privacy_accepted_at: NullableTimestamp;
  age_confirmed_at: NullableTimestamp;
  session_version: Generated<number>;
  suspended_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  inactivity_warned_at: NullableTimestamp;
  purged_at: NullableTimestamp;
  totp_secret_sealed: Buffer | null;
  totp_enabled_at: NullableTimestamp;
  totp_last_step: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Generated<Date>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: Buffer;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: Buffer;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'email_verification' | 'password_reset' | 'two_factor_challenge';
  token_hash: Buffer;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

export interface BikesTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  brand: string;
  model: string | null;
  type: 'city' | 'mountain' | 'road' | 'electric' | 'hybrid' | 'folding' | 'gravel' | 'children' | 'other';
  color: string | null;
  serial_number: string | null;
  serial_number_normalized: ColumnType<string | null, never, never>;
  notes: string | null;
  purchase_value_cents: number | null;
  status: Generated<'active' | 'stolen' | 'recovered' | 'maintenance'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BikeOwnershipsTable {
  id: Generated<string>;
  bike_id: string;
  owner_id: string;
  via: 'registration' | 'transfer';
  started_at: Generated<Date>;
  ended_at: NullableTimestamp;
}

export interface BikeTransfersTable {
  id: Generated<string>;
  bike_id: string;
  from_user_id: string;
  to_email: string;
  to_user_id: string | null;
  token_hash: Buffer;
  status: Generated<'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired'>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  resolved_at: NullableTimestamp;
}

export interface TagsTable {
  id: Generated<string>;
  uid: string;
  type: Generated<'nfc'>;
  status: Generated<'unassigned' | 'assigned' | 'lost' | 'retired'>;
  owner_id: string | null;
  bike_id: string | null;
  batch: string | null;
  /** The shop account the tag's batch was assigned to (it activates it for a customer at sale). */
  shop_id: string | null;
  /** `ntag213` (plain) or `ntag424` (secure, SUN). */
  chip: Generated<TagChip>;
  /** The key version of a secure tag's batch (its keys are derived, never stored); null for plain tags. */
  key_version: number | null;
  assigned_at: NullableTimestamp;
  attached_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TheftReportsTable {
  id: Generated<string>;
  bike_id: string;
  owner_id: string;
  reward_cents: Generated<number>;
  reward_status: Generated<RewardStatus>;
  status: Generated<'open' | 'recovered'>;
  stolen_at: Generated<Date>;
  recovered_at: NullableTimestamp;
  returned_by: string | null;
  funded_at: NullableTimestamp;
  expiry_notice_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export type RewardStatus = 'none' | 'awaiting_payment' | 'funded' | 'released' | 'refund_pending' | 'refunded';

export interface ScansTable {
  id: Generated<number>;
  uid: string;
  tag_id: string | null;
  bike_id: string | null;
  theft_report_id: string | null;
  scanner_id: string | null;
  result: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  device_info: unknown;
  /** What a scan of a secure tag proved; null for plain tags. */
  authenticity: ScanAuthenticity | null;
  /** The SUN read counter of the tap, when there was one. */
  sun_counter: number | null;
  scanned_at: Generated<Date>;
  /** The page view's token (an HttpOnly cookie) that lets that view complete its scan; null for API verifications. */
  view_token: string | null;
}

export interface SunCountersTable {
  tag_id: string;
  counter: number;
  updated_at: Generated<Date>;
}

export interface TravelAlertsTable {
  id: Generated<string>;
  tag_id: string;
  scan_id: number;
  previous_scan_id: number;
  distance_m: number;
  elapsed_s: number;
  speed_kmh: number;
  created_at: Generated<Date>;
  reviewed_at: NullableTimestamp;
  reviewed_by: string | null;
}

export interface SightingsTable {
  id: Generated<string>;
  theft_report_id: string;
  bike_id: string;
  scan_id: number | null;
  reporter_id: string | null;
  source: 'scan' | 'report';
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  share_exact: Generated<boolean>;
  note: string | null;
  contact_consent: Generated<boolean>;
  contact_email: string | null;
  useful: Generated<boolean>;
  created_at: Generated<Date>;
  /** For a sighting an anonymous scan made: a hash of the client (address + device fingerprint), to space them out. */
  client_key: string | null;
}

/** The finder's photo of a sighting (one at most); files under `<bike id>/sightings/<id>/`. */
export interface SightingPhotosTable {
  id: string;
  sighting_id: string;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
  created_at: Generated<Date>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: NotificationType;
  bike_id: string | null;
  sighting_id: string | null;
  conversation_id: string | null;
  theft_report_id: string | null;
  read_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** How many sightings an unread sighting alert stands for (one entry per bike until read). */
  count: Generated<number>;
}

export interface PendingTagSessionsTable {
  id: Generated<string>;
  tag_uid: string;
  tag_data: unknown;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface LedgerAccountsTable {
  id: Generated<string>;
  code: string;
  kind: 'escrow' | 'hunter_payable' | 'platform_fee' | 'provider_clearing';
  created_at: Generated<Date>;
}

export interface LedgerTransactionsTable {
  id: Generated<string>;
  idempotency_key: string;
  kind: 'fund' | 'release' | 'payout' | 'refund' | 'reversal';
  theft_report_id: string | null;
  reference: string | null;
  created_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: string;
  account_id: string;
  amount_cents: number;
  created_at: Generated<Date>;
}

export type NotificationType = 'sighting' | 'message' | 'reward_funded' | 'reward_released' | 'payout_paid' | 'expiry_notice' | 'reward_refunded' | 'dispute';

export interface RewardPaymentsTable {
  id: Generated<string>;
  theft_report_id: string;
  owner_id: string;
  provider: 'local' | 'stripe';
  provider_ref: string | null;
  charge_ref: string | null;
  amount_cents: number;
  status: Generated<'open' | 'paid' | 'cancelled'>;
  url: string | null;
  created_at: Generated<Date>;
  paid_at: NullableTimestamp;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}

export interface PayoutMethodsTable {
  user_id: string;
  kind: 'iban' | 'paypal';
  holder_name: string;
  iban: string | null;
  paypal_email: string | null;
  updated_at: Generated<Date>;
}

export interface PayoutsTable {
  id: Generated<string>;
  hunter_id: string;
  theft_report_id: string;
  amount_cents: number;
  status: Generated<'pending' | 'paid' | 'cancelled'>;
  /** A `date` column: 'YYYY-MM-DD' (the pg type parser is set so in database.ts). */
  due_on: string;
  reference: string | null;
  paid_by: string | null;
  paid_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface ReceiptsTable {
  id: Generated<string>;
  number: string;
  kind: 'reward_funded' | 'reward_paid';
  user_id: string;
  theft_report_id: string;
  payment_id: string | null;
  payout_id: string | null;
  amount_cents: number;
  issued_at: Generated<Date>;
}

export interface DisputesTable {
  id: Generated<string>;
  theft_report_id: string;
  raised_by: string;
  reason: string;
  status: Generated<'open' | 'resolved'>;
  outcome: 'hunter' | 'owner' | 'split' | null;
  outcome_hunter_id: string | null;
  /** For a split: what the Hunter keeps of their share, in cents (the rest went back to the owner). */
  outcome_hunter_cents: Generated<number | null>;
  resolution_note: string | null;
  resolved_by: string | null;
  resolved_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface HuntsTable {
  theft_report_id: string;
  hunter_id: string;
  status: 'active' | 'declined' | 'completed' | 'closed';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConversationsTable {
  id: Generated<string>;
  theft_report_id: string;
  owner_id: string;
  finder_id: string;
  sighting_id: string | null;
  blocked_at: NullableTimestamp;
  created_at: Generated<Date>;
  last_message_at: Generated<Date>;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: Generated<Date>;
}

export interface BikePhotosTable {
  id: Generated<string>;
  bike_id: string;
  uploaded_by: string | null;
  filename: string;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
  is_main: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface Database {
  maintenance_records: MaintenanceRecordsTable;
  bike_photos: BikePhotosTable;
  reward_payments: RewardPaymentsTable;
  payment_events: PaymentEventsTable;
  payout_methods: PayoutMethodsTable;
  payouts: PayoutsTable;
  receipts: ReceiptsTable;
  disputes: DisputesTable;
  hunts: HuntsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  tags: TagsTable;
  theft_reports: TheftReportsTable;
  scans: ScansTable;
  sightings: SightingsTable;
  sighting_photos: SightingPhotosTable;
  notifications: NotificationsTable;
  pending_tag_sessions: PendingTagSessionsTable;
  bikes: BikesTable;
  bike_ownerships: BikeOwnershipsTable;
  bike_transfers: BikeTransfersTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  audit_log: AuditLogTable;
  shop_sales: ShopSalesTable;
  maintenance_consents: MaintenanceConsentsTable;
  rate_limit_counters: RateLimitCountersTable;
  contact_messages: ContactMessagesTable;
  user_identities: UserIdentitiesTable;
  identity_tickets: IdentityTicketsTable;
  sun_counters: SunCountersTable;
  travel_alerts: TravelAlertsTable;
}

export interface MaintenanceRecordsTable {
  id: Generated<string>;
  bike_id: string;
  service_type: Generated<
    | 'general_maintenance'
    | 'repair'
    | 'component_upgrade'
    | 'tune_up'
    | 'inspection'
    | 'tire_replacement'
    | 'brake_service'
    | 'drivetrain_service'
    | 'wheel_service'
    | 'suspension_service'
    | 'other'
  >;
  /** A calendar day, read as 'YYYY-MM-DD' (the pg type parser is set in database.ts). */
  service_date: string;
  description: string;
  components_replaced: string | null;
  issues_found: string | null;
  recommendations: string | null;
  parts_cents: Generated<number>;
  labor_cents: Generated<number>;
  technician_name: string | null;
  odometer_km: Generated<number>;
  created_by: string | null;
  created_by_type: 'user' | 'shop';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  language: 'it' | 'en' | 'zh';
  /** HMAC-SHA256 of the sender's address, or null when the server has no secret to key it with. */
  ip_hash: Buffer | null;
  created_at: Generated<Date>;
}

/** An OpenID Connect identity (Sign in with Google) linked to an account. */
export interface UserIdentitiesTable {
  user_id: string;
  provider: 'google';
  subject: string;
  email: string;
  created_at: Generated<Date>;
}

/** A verified identity waiting for the terms (signup) or the account's password (link). */
export interface IdentityTicketsTable {
  id: Generated<string>;
  token_hash: Buffer;
  purpose: 'signup' | 'link';
  provider: 'google';
  subject: string;
  email: string;
  given_name: string;
  family_name: string;
  user_id: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** A tag a shop activated for a customer at sale; it waits for the customer until claimed. */
export interface ShopSalesTable {
  id: Generated<string>;
  tag_id: string;
  shop_id: string;
  /** Lower-cased, as the shop typed it. */
  customer_email: string;
  /** SHA-256 of the invitation link's token. */
  token_hash: Buffer;
  created_at: Generated<Date>;
  claimed_at: NullableTimestamp;
  claimed_by: string | null;
}

/** A bike owner's consent for a shop to add maintenance records (active while not revoked and the bike is still theirs). */
export interface MaintenanceConsentsTable {
  id: Generated<string>;
  bike_id: string;
  shop_id: string;
  granted_by: string;
  granted_at: Generated<Date>;
  revoked_at: NullableTimestamp;
}
