import type { DB } from './generated.ts';

/**
 * Kysely's view of the tables (snake_case, as in the SQL migrations). The types are
 * generated from the migrated schema into `generated.ts` (`npm run db:types`,
 * decision 034); this file gives them the names the code uses. Narrowings of
 * TEXT + CHECK columns to unions are declared in `schema-types.ts`.
 */
export type Database = DB;

export type { NotificationType, RewardStatus } from './column-types.ts';
export type {
  AuditLog as AuditLogTable,
  BikeOwnerships as BikeOwnershipsTable,
  BikePhotos as BikePhotosTable,
  Bikes as BikesTable,
  BikeTransfers as BikeTransfersTable,
  ContactMessages as ContactMessagesTable,
  Conversations as ConversationsTable,
  Disputes as DisputesTable,
  Hunts as HuntsTable,
  IdentityTickets as IdentityTicketsTable,
  LedgerAccounts as LedgerAccountsTable,
  LedgerEntries as LedgerEntriesTable,
  LedgerTransactions as LedgerTransactionsTable,
  MaintenanceConsents as MaintenanceConsentsTable,
  MaintenanceRecords as MaintenanceRecordsTable,
  Messages as MessagesTable,
  Notifications as NotificationsTable,
  OneTimeTokens as OneTimeTokensTable,
  PaymentEvents as PaymentEventsTable,
  PayoutMethods as PayoutMethodsTable,
  Payouts as PayoutsTable,
  PendingTagSessions as PendingTagSessionsTable,
  RateLimitCounters as RateLimitCountersTable,
  Receipts as ReceiptsTable,
  RefreshTokens as RefreshTokensTable,
  RewardPayments as RewardPaymentsTable,
  RotatingKeys as RotatingKeysTable,
  Scans as ScansTable,
  ShopSales as ShopSalesTable,
  SightingPhotos as SightingPhotosTable,
  Sightings as SightingsTable,
  SunCounters as SunCountersTable,
  TagProgrammings as TagProgrammingsTable,
  Tags as TagsTable,
  TheftReports as TheftReportsTable,
  TravelAlerts as TravelAlertsTable,
  TwoFactorRecoveryCodes as TwoFactorRecoveryCodesTable,
  UserIdentities as UserIdentitiesTable,
  Users as UsersTable,
} from './generated.ts';
