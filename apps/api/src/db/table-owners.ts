import type { Database } from './schema.ts';

/**
 * Who owns each table (issue #29 item 1, decisions 069 and 075): only the owner's files read or write it; other
 * modules ask the owner through what its index.ts exports. `Record<keyof Database, …>`: a table added
 * by a migration (and `npm run db:types`) fails the typecheck until it has an owner here.
 * scripts/architecture/table-owners.ts (part of `npm run lint:layers`) finds the tables each file names
 * and refuses any file that uses a table its module does not own (no exceptions).
 */

/** The folders of modules/ that may own a table, and `lib` (apps/api/src/lib: rate-limit counters and rotating keys, kept by no module). */
export const tableOwnerNames = [
  'admin',
  'audit',
  'auth',
  'bikes',
  'contact',
  'hunters',
  'ledger',
  'maintenance',
  'messages',
  'notifications',
  'photos',
  'push',
  'rewards',
  'shops',
  'tags',
  'theft',
  'theft-records',
  'transfers',
  'users',
  'verification',
  'lib',
] as const;

export type TableOwner = (typeof tableOwnerNames)[number];

export const tableOwners: Record<keyof Database, TableOwner> = {
  audit_log: 'audit',
  bike_ownerships: 'bikes',
  bike_photos: 'photos',
  bike_transfers: 'transfers',
  bikes: 'bikes',
  contact_messages: 'contact',
  conversations: 'messages',
  disputes: 'rewards',
  finder_links: 'messages',
  hunt_alert_mails: 'hunters',
  hunt_alert_recipients: 'hunters',
  hunter_areas: 'hunters',
  hunts: 'hunters',
  identity_tickets: 'auth',
  ledger_accounts: 'ledger',
  ledger_entries: 'ledger',
  ledger_transactions: 'ledger',
  maintenance_consents: 'shops',
  maintenance_records: 'maintenance',
  messages: 'messages',
  notifications: 'notifications',
  one_time_tokens: 'auth',
  payment_events: 'rewards',
  payout_methods: 'rewards',
  payouts: 'rewards',
  pending_tag_sessions: 'tags',
  push_subscriptions: 'push',
  rate_limit_counters: 'lib',
  receipts: 'rewards',
  refresh_tokens: 'auth',
  reward_payments: 'rewards',
  rotating_keys: 'lib',
  scans: 'verification',
  shop_sales: 'shops',
  sighting_mail_windows: 'notifications',
  sighting_photos: 'theft-records',
  sightings: 'theft-records',
  sun_counters: 'verification',
  tag_programmings: 'shops',
  tags: 'tags',
  theft_reports: 'theft-records',
  travel_alerts: 'verification',
  two_factor_recovery_codes: 'auth',
  user_identities: 'auth',
  users: 'users',
};
