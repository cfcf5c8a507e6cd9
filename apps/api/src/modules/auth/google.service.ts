import { type GoogleErrorCode, type googleCompleteSchema, type googleLinkSchema, type Language, limits } from '@ritrova/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { enforceLimit, resetCounter } from '../../lib/rate-limit.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { UserRow } from '../users/index.ts';
import { canSignIn, emailTaken, findUser, findUserByEmail, insertUser, saveUser, signInChanges } from '../users/index.ts';
import { type Session, type SignInStep, startSession } from './auth.service.ts';
import type { ProviderIdentity } from './google.client.ts';
import { identityRepository, type TicketPurpose } from './identity.repository.ts';
import { hasTwoFactor, issueTwoFactorChallenge } from './two-factor-challenge.ts';

/** Where a verified Google identity leads: a session, a ticket for the next step, or a refusal. */
export type GoogleOutcome =
  | { status: 'ok'; session: Session }
  | { status: 'signup' | 'link' | 'two_factor'; ticket: string }
  | { status: 'error'; code: GoogleErrorCode };

const PROVIDER = 'google';
/** Long enough to read the terms before accepting them. */
const TICKET_LIFETIME_MS = 15 * 60 * 1000;
/** The same window as the password login's per-account limit. */
const LINK_WINDOW_MS = 15 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === UNIQUE_VIOLATION;

/**
 * Decides what a Google identity the provider has just vouched for leads to.
 * A known identity signs in. Otherwise nothing is created yet: an address that
 * already has a password account needs that password first (link), a new
 * address needs the terms, privacy and age accepted (signup).
 */
export async function signInWithGoogle(ctx: AppContext, identity: ProviderIdentity): Promise<GoogleOutcome> {
  if (!identity.emailVerified) return { status: 'error', code: 'email_unverified' };
  const now = ctx.clock.now();

  const linked = await identityRepository.find(ctx.db, PROVIDER, identity.subject);
  if (linked) {
    const user = await findUser(ctx.db, linked.user_id);
    if (!user || !canSignIn(user)) return { status: 'error', code: 'account_unavailable' };
    // Google is the first factor; an account with a second one still asks for its code.
    if (hasTwoFactor(user)) return { status: 'two_factor', ticket: await issueTwoFactorChallenge(ctx, user, now) };
    return { status: 'ok', session: await startSession(ctx, await markSignedIn(ctx, user, now), undefined, ctx.db, now) };
  }

  const existing = await findUserByEmail(ctx.db, identity.email);
  if (existing) {
    if (!canSignIn(existing)) return { status: 'error', code: 'account_unavailable' };
    // Another Google account already opens this one, or there is no password to prove it is theirs.
    if (!existing.password_hash || (await identityRepository.findOfUser(ctx.db, existing.id, PROVIDER))) {
      return { status: 'error', code: 'identity_conflict' };
    }
    return { status: 'link', ticket: await issueTicket(ctx, 'link', identity, existing.id, now) };
  }
  return { status: 'signup', ticket: await issueTicket(ctx, 'signup', identity, null, now) };
}

/** Creates the account of a first Google sign-in once the consents are given, and signs it in. */
export async function completeGoogleSignup(ctx: AppContext, input: z.output<typeof googleCompleteSchema>, requestLanguage: Language): Promise<Session> {
  const now = ctx.clock.now();
  try {
    return await runTransaction(ctx.db, async (trx) => {
      const ticket = await identityRepository.consumeTicket(trx, 'signup', hashToken(input.ticket), now);
      if (!ticket) throw new AppError(400, 'IDENTITY_TICKET_INVALID');
      if (await emailTaken(trx, ticket.email)) throw new AppError(400, 'EMAIL_TAKEN');
      const user = await insertUser(
        trx,
        {
          email: ticket.email,
          password_hash: null,
          nome: ticket.given_name.slice(0, limits.nameMaxLength),
          cognome: ticket.family_name.slice(0, limits.nameMaxLength),
          persona: input.role,
          language: input.language ?? requestLanguage,
          // The provider vouched for the address: no verification mail.
          email_verified_at: now,
          terms_accepted_at: now,
          privacy_accepted_at: now,
          age_confirmed_at: now,
          last_login_at: now,
        },
        now,
      );
      await identityRepository.insert(trx, { userId: user.id, provider: PROVIDER, subject: ticket.subject, email: ticket.email, createdAt: now });
      return startSession(ctx, user, undefined, trx, now);
    });
  } catch (err) {
    // The same address or Google account finished signing up a moment ago (another ticket).
    if (isUniqueViolation(err)) throw new AppError(400, 'EMAIL_TAKEN');
    throw err;
  }
}

/**
 * Links Google to the existing account of the same address after its password
 * is proven, and signs in (or, with a second factor, asks for its code). Wrong
 * passwords count like login attempts on the account and leave the ticket usable.
 */
export async function linkGoogleAccount(ctx: AppContext, input: z.output<typeof googleLinkSchema>): Promise<SignInStep> {
  const tokenHash = hashToken(input.ticket);
  const now = ctx.clock.now();
  const open = await identityRepository.findOpenTicket(ctx.db, 'link', tokenHash, now);
  const user = open?.user_id ? await findUser(ctx.db, open.user_id) : undefined;
  if (!open || !user) throw new AppError(400, 'IDENTITY_TICKET_INVALID');
  const accountKey = `login:account:${user.email.toLowerCase()}`;
  await enforceLimit(ctx.db, accountKey, ctx.config.rateLimits.loginPerAccount, LINK_WINDOW_MS, now);
  if (!(await verifyPassword(user.password_hash, input.password))) throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT');
  if (!canSignIn(user)) throw new AppError(403, 'ACCOUNT_SUSPENDED');
  await resetCounter(ctx.db, accountKey);
  try {
    const linked = await runTransaction(ctx.db, async (trx) => {
      const ticket = await identityRepository.consumeTicket(trx, 'link', tokenHash, now);
      if (!ticket) throw new AppError(400, 'IDENTITY_TICKET_INVALID');
      await identityRepository.insert(trx, { userId: user.id, provider: PROVIDER, subject: ticket.subject, email: ticket.email, createdAt: now });
      if (hasTwoFactor(user)) return saveUser(trx, user.id, { email_verified_at: user.email_verified_at ?? now }, now);
      const signedIn = await saveUser(
        trx,
        user.id,
        {
          email_verified_at: user.email_verified_at ?? now,
          ...signInChanges(now),
        },
        now,
      );
      return startSession(ctx, signedIn, undefined, trx, now);
    });
    if ('token' in linked) return { session: linked };
    return { challenge: await issueTwoFactorChallenge(ctx, linked, now) };
  } catch (err) {
    // The Google account was linked elsewhere, or this account got another one, meanwhile.
    if (isUniqueViolation(err)) throw new AppError(400, 'IDENTITY_TICKET_INVALID');
    throw err;
  }
}

function markSignedIn(ctx: AppContext, user: UserRow, now: Date): Promise<UserRow> {
  return saveUser(ctx.db, user.id, signInChanges(now), now);
}

async function issueTicket(ctx: AppContext, purpose: TicketPurpose, identity: ProviderIdentity, userId: string | null, now: Date): Promise<string> {
  const ticket = randomToken();
  // NOTE: old tickets are deleted by the retention job (identity_tickets rule), not here.
  await identityRepository.insertTicket(ctx.db, {
    token_hash: hashToken(ticket),
    purpose,
    provider: PROVIDER,
    subject: identity.subject,
    email: identity.email,
    given_name: identity.givenName,
    family_name: identity.familyName,
    user_id: userId,
    expires_at: new Date(now.getTime() + TICKET_LIFETIME_MS),
    created_at: now,
  });
  return ticket;
}
