import { z } from 'zod';
import { boundedDaySchema } from './bounds.ts';
import { roles } from './user.ts';

/**
 * Users and the audit log in the admin area (issue #8). The list's shape is a
 * fixed contract: the tag page lists shop accounts with `?role=shop`, and the
 * API debugger calls it as a preset.
 */

/** Rows per page of the admin user list. */
export const ADMIN_USERS_PAGE_SIZE = 50;
/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;
/** How many of the user's own scans the admin user page shows. */
export const ADMIN_USER_SCANS = 50;

const pageSchema = z.coerce
  .number({ error: 'validation.number' })
  .int('validation.number')
  .min(1, 'validation.min_value')
  .max(10_000, 'validation.max_value')
  .default(1);
const roleSchema = z.enum(roles, { error: 'validation.invalid_choice' });

/** Query of `GET /api/admin/users`: `q` searches first name, surname and e-mail (partial, any case). */
export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.max_length').optional(),
  role: roleSchema.optional(),
  status: z.enum(['active', 'suspended'], { error: 'validation.invalid_choice' }).optional(),
  page: pageSchema,
});
/** The filters of the list as a client sends them (any of them may be left out). */
export type AdminUserListQuery = Partial<z.output<typeof adminUserListQuerySchema>>;

/** One account in the admin list: never a password hash or a two-factor secret. */
export const adminUserSummarySchema = z.object({
  id: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  role: z.enum(roles),
  persona: z.enum(['owner', 'hunter']),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  bikeCount: z.number().int(),
  tagCount: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** Body of `GET /api/admin/users`. */
export const adminUserListSchema = z.object({
  success: z.literal(true),
  users: z.array(adminUserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** `GET /api/admin/users/{id}`: the account with its bikes, tags, own scans and Hunter progress. */
export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema.extend({
    username: z.string().nullable(),
    language: z.string(),
    suspendedAt: z.string().nullable(),
    googleLinked: z.boolean(),
    hasPassword: z.boolean(),
  }),
  bikes: z.array(z.object({ id: z.string(), name: z.string(), brand: z.string(), status: z.string() })),
  tags: z.array(z.object({ uid: z.string(), status: z.string() })),
  /** The latest scans made by the user (newest first, at most ADMIN_USER_SCANS). */
  scans: z.array(z.object({ uid: z.string(), result: z.string(), scannedAt: z.string() })),
  hunter: z.object({ level: z.number().int(), xp: z.number().int(), reputation: z.number() }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Body of `PUT /api/admin/users/{id}/role`. */
export const adminRoleChangeSchema = z.object({ role: roleSchema });
export type AdminRoleChange = z.infer<typeof adminRoleChangeSchema>;

/** A calendar day `YYYY-MM-DD`, as a filter bound. */
const day = boundedDaySchema;

/** Query of `GET /api/admin/audit`; `from` and `to` are inclusive days, Italian time. */
export const adminAuditQuerySchema = z.object({
  actorId: z.uuid('validation.invalid').optional(),
  action: z.string().trim().max(80, 'validation.max_length').optional(),
  targetType: z.string().trim().max(40, 'validation.max_length').optional(),
  targetId: z.string().trim().max(100, 'validation.max_length').optional(),
  from: day.optional(),
  to: day.optional(),
  page: pageSchema,
});
/** The filters of the audit log as a client sends them. */
export type AdminAuditQuery = Partial<z.output<typeof adminAuditQuerySchema>>;

/** One row of the audit log. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;

/** Body of `GET /api/admin/audit`, newest first. */
export const adminAuditListSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
