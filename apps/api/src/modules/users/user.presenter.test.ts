import { describe, expect, it } from 'vitest';
import { presentAccount } from './user.presenter.ts';
import type { UserRow } from './user.repository.ts';

const user = {
  id: 'u1',
  email: 'anna@example.com',
  nome: 'Anna',
  cognome: 'Bianchi',
  username: null,
  hunter_name: null,
  role: 'user',
  persona: 'owner',
  language: 'it',
  password_hash: '$argon2id$secret-hash',
  email_verified_at: new Date('2026-01-01T00:00:00Z'),
  totp_enabled_at: null,
  totp_secret_sealed: Buffer.from('sealed-secret'),
  totp_last_step: null,
  terms_accepted_at: null,
  created_at: new Date('2026-01-01T00:00:00Z'),
} as unknown as UserRow;

describe('presentAccount', () => {
  it('lists the bike ids it is given and never the password hash or two-factor secret', () => {
    const account = presentAccount(user, ['b2', 'b1']);
    expect(account).toMatchObject({ id: 'u1', biciclette: ['b2', 'b1'], hasPassword: true, emailVerified: true, twoFactorEnabled: false });
    const json = JSON.stringify(account);
    expect(json).not.toContain('secret-hash');
    expect(json).not.toContain('sealed');
  });
});
