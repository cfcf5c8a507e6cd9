import type { Role } from '@ritrova/shared';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../lib/passwords.js';
import { userRepository } from '../users/user.repository.js';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  persona: 'owner' | 'hunter';
  label: string;
}

/** Publicly known credentials: created only on a demo database (see `DEMO_DATA`). */
export const demoAccounts: DemoAccount[] = [
  { email: 'admin@demo.ritrova.it', password: 'Demo-Admin-2026!', role: 'admin', persona: 'owner', label: 'admin' },
  { email: 'owner@demo.ritrova.it', password: 'Demo-Owner-2026!', role: 'user', persona: 'owner', label: 'owner' },
  { email: 'hunter@demo.ritrova.it', password: 'Demo-Hunter-2026!', role: 'user', persona: 'hunter', label: 'hunter' },
];

const names: Record<string, [string, string]> = {
  admin: ['Alessandra', 'Operativa'],
  owner: ['Marco', 'Rossi'],
  hunter: ['Giulia', 'Bianchi'],
};

/**
 * Creates the demo admin, owner and hunter when the database has no users yet.
 * Returns the demo accounts that exist, to print at start.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoAccount[]> {
  if ((await userRepository.count(db)) === 0) {
    const now = new Date();
    for (const account of demoAccounts) {
      const [nome, cognome] = names[account.label] ?? ['Demo', 'Ritrova'];
      await userRepository.insert(db, {
        email: account.email,
        password_hash: await hashPassword(account.password),
        nome,
        cognome,
        role: account.role,
        persona: account.persona,
        language: 'it',
        email_verified_at: now,
        terms_accepted_at: now,
        privacy_accepted_at: now,
        age_confirmed_at: now,
      });
    }
  }
  const present: DemoAccount[] = [];
  for (const account of demoAccounts) {
    if (await userRepository.findByEmail(db, account.email)) present.push(account);
  }
  return present;
}
