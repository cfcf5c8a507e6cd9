import type { PublicUser } from '@ritrova/shared';
import type { UserRow } from './user.repository.ts';

/** What the signed-in user sees of their own account; never the password hash. */
export function presentUser(user: UserRow, bikeIds: string[] = []): PublicUser {
  return {
    id: user.id,
    _id: user.id,
    nome: user.nome,
    cognome: user.cognome,
    email: user.email,
    username: user.username,
    hunterName: user.hunter_name,
    role: user.role,
    persona: user.persona,
    language: user.language,
    emailVerified: user.email_verified_at !== null,
    hasPassword: user.password_hash !== null,
    twoFactorEnabled: user.totp_enabled_at !== null,
    biciclette: bikeIds,
    acceptedTermsAt: user.terms_accepted_at?.toISOString() ?? null,
    createdAt: user.created_at.toISOString(),
  };
}

/** The account with its bike ids (`biciclette`, bikes/bike.service.ts `bikeIdsOf`), as login, refresh and /me answer it. */
export function presentAccount(user: UserRow, bikeIds: string[]): PublicUser {
  return presentUser(user, bikeIds);
}
