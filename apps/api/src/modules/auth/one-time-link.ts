import type { Language } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { MailTemplate } from '../../mail/templates.ts';
import { oneTimeTokenRepository, type TokenPurpose } from './one-time-token.repository.ts';

/** What a one-time link is for, how long it works, where it leads and which mail carries it. */
export interface OneTimeLink {
  /** The account the link is for, and where and how its mail goes. */
  user: { id: string; email: string; nome: string; language: Language };
  purpose: TokenPurpose;
  lifetimeSeconds: number;
  /** The web page the link opens, e.g. `/verify-email`; the token goes in its `token` query parameter. */
  path: string;
  template: MailTemplate;
  now: Date;
}

/**
 * Issues a fresh single-use link for the user (their older open links of the same
 * purpose stop working), stores its token hashed, and queues the mail that carries it.
 * Writes through `ctx.db`: pass a context whose `db` is a transaction to issue inside it.
 */
export async function issueOneTimeLink(ctx: AppContext, link: OneTimeLink): Promise<void> {
  const { user, purpose, now } = link;
  const token = randomToken();
  await oneTimeTokenRepository.invalidateOpen(ctx.db, user.id, purpose, now);
  await oneTimeTokenRepository.insert(ctx.db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + link.lifetimeSeconds * 1000),
    createdAt: now,
  });
  await ctx.jobs.sendMail({
    template: link.template,
    language: user.language,
    to: user.email,
    params: { nome: user.nome, link: `${ctx.config.publicUrl}${link.path}?token=${encodeURIComponent(token)}` },
  });
}
