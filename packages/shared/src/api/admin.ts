import { z } from 'zod';
import {
  adminOverviewSchema,
  adminTheftDetailSchema,
  adminTheftSchema,
  ledgerBalanceSchema,
  ledgerPaginationSchema,
  ledgerTransactionSchema,
} from '../schemas/admin-money.ts';
import {
  adminTagScanSchema,
  adminTagSchema,
  plainTagExportSchema,
  tagBatchResultSchema,
  tagBatchSchema,
  tagProvisioningSchema,
  travelAlertSchema,
} from '../schemas/admin-tags.ts';
import { adminAuditListSchema, adminUserDetailSchema, adminUserListSchema } from '../schemas/admin-users.ts';
import { adminPayoutSchema } from '../schemas/reward.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);
const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
/** One account after an admin's change to it (role, suspension). */
const adminUserAnswerSchema = z.object({ success: ok, user: adminUserDetailSchema.shape.user });
/** A new batch: the UIDs added, already there and refused. */
const tagBatchAnswerSchema = tagBatchResultSchema.extend({ success: ok, message: z.string() });
/** One batch after a change to it (shop, key version). */
const batchAnswerSchema = z.object({ success: ok, batch: tagBatchSchema });

/** The admin area: money (overview, thefts, ledger, payouts, disputes), the tag inventory, accounts and the audit log. */
export const adminAnswers = answers({
  'GET /api/admin/overview': z.object({ success: ok, overview: adminOverviewSchema }),
  'GET /api/admin/thefts': z.object({ success: ok, thefts: z.array(adminTheftSchema), pagination }),
  'GET /api/admin/thefts/:id': z.object({ success: ok, theft: adminTheftDetailSchema }),
  'GET /api/admin/ledger': z.object({ success: ok, transactions: z.array(ledgerTransactionSchema), pagination: ledgerPaginationSchema }),
  'GET /api/admin/ledger/balance': z.object({ success: ok }).extend(ledgerBalanceSchema.shape),
  'GET /api/admin/payouts': z.object({ success: ok, payouts: z.array(adminPayoutSchema) }),
  'POST /api/admin/payouts/:id/paid': z.object({ success: ok, payout: adminPayoutSchema }),
  'POST /api/admin/disputes/:id/resolve': z.object({ success: ok }),

  'POST /api/admin/tags': tagBatchAnswerSchema,
  'POST /api/admin/tags/import': tagBatchAnswerSchema,
  'GET /api/admin/tags': z.object({ success: ok, tags: z.array(adminTagSchema), pagination }),
  'GET /api/admin/tags/batches': z.object({ success: ok, batches: z.array(tagBatchSchema) }),
  'PUT /api/admin/tags/batches/:batch/shop': batchAnswerSchema,
  'GET /api/admin/tags/batches/:batch/provisioning': z.object({ success: ok, provisioning: tagProvisioningSchema }),
  /** A plain batch's per-tag export as JSON (its CSV twin is a download: downloads.ts). */
  'GET /api/admin/tags/batches/:batch/provisioning.json': z.object({ success: ok, export: plainTagExportSchema }),
  'POST /api/admin/tags/batches/:batch/rotate-keys': batchAnswerSchema,
  'PUT /api/admin/tags/:id/status': z.object({ success: ok, tag: adminTagSchema }),
  'GET /api/admin/tags/:id/scans': z.object({ success: ok, uid: z.string(), scans: z.array(adminTagScanSchema) }),
  'GET /api/admin/travel-alerts': z.object({ success: ok, alerts: z.array(travelAlertSchema) }),
  'POST /api/admin/travel-alerts/:id/review': z.object({ success: ok }),

  'GET /api/admin/users': adminUserListSchema,
  'GET /api/admin/users/:id': adminUserDetailSchema.extend({ success: ok }),
  'PUT /api/admin/users/:id/role': adminUserAnswerSchema,
  'POST /api/admin/users/:id/suspend': adminUserAnswerSchema,
  'POST /api/admin/users/:id/reactivate': adminUserAnswerSchema,
  'POST /api/admin/users/:id/resend-verification': z.object({ success: ok, sent: z.boolean(), message: z.string() }),
  'GET /api/admin/audit': adminAuditListSchema,
});
