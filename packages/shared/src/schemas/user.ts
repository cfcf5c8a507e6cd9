import { z } from 'zod';
import { errorCodes } from '../errors.ts';
import { languages } from '../languages.ts';

/** Authorization role; `persona` (owner or hunter) only picks the home dashboard. */
export const roles = ['user', 'shop', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as the API presents it (`user` in login, register and `/api/users/me`). */
export const publicUserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  /**
   * The public Hunter name owners see (unique regardless of case); null until chosen. The API always
   * sends it; a user stored by the web app before it existed lacks it.
   */
  hunterName: z.string().nullable().optional(),
  role: z.enum(roles),
  persona: z.enum(['owner', 'hunter']),
  language: z.enum(languages),
  emailVerified: z.boolean(),
  /** The account signs in with a password (false: only with Google). */
  hasPassword: z.boolean(),
  /** A second factor (TOTP) is asked at sign-in. */
  twoFactorEnabled: z.boolean(),
  biciclette: z.array(z.string()),
  acceptedTermsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Body of a successful login, registration or refresh. */
export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Body of every failed call. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.enum(errorCodes),
  message: z.string(),
  i18nKey: z.string(),
  fields: z.array(z.object({ field: z.string(), i18nKey: z.string(), message: z.string() })).optional(),
  retryAfterSeconds: z.number().optional(),
});

/** A plain acknowledgement with a human message. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
