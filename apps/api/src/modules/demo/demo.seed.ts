import type { Role } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage.ts';
import { insertBike, saveBike, startOwnership } from '../bikes/index.ts';
import { seedInventoryTags, seedTag } from '../tags/index.ts';
import { theftRepository } from '../theft-records/index.ts';
import { countUsers, findUserByEmail, insertUser, saveUser } from '../users/index.ts';
import { seedDemoMaintenance } from './demo-maintenance.ts';
import { seedDemoPhoto } from './demo-photos.ts';

/**
 * Demo tags: inventory, one on a bike, one on the stolen bike, and a secure
 * NTAG 424 DNA on the e-bike whose taps `npm run tags:sun-url` makes (printed at start).
 */
export const demoTags = {
  unassigned: ['04A1B2C3D4E501', '04A1B2C3D4E502', '04A1B2C3D4E503', '04A1B2C3D4E504', '04A1B2C3D4E505'],
  onBike: { uid: '04D3E0A1B2C301', bike: 'La bici di città' },
  onStolenBike: { uid: '04D3E0A1B2C302', bike: 'Corsa della domenica', rewardCents: 62_000 },
  // "RITROV" in ASCII after the NXP manufacturer byte 04.
  secure: { uid: '04524954524F56', bike: 'E-bike per il lavoro', batch: 'demo-secure', keyVersion: 1 },
} as const;

/** The demo owner's three bikes, of different types. */
const demoBikes = [
  {
    name: 'La bici di città',
    brand: 'Bianchi',
    model: 'Spillo Rubino',
    type: 'city',
    color: 'Celeste',
    serial_number: 'WBK 1234-5678',
    purchase_value_cents: 64_900,
    notes: 'Cestino anteriore e luci a dinamo.',
  },
  {
    name: 'Corsa della domenica',
    brand: 'Pinarello',
    model: 'Dogma F',
    type: 'road',
    color: 'Nero opaco',
    serial_number: 'PNR-F-998877',
    purchase_value_cents: 620_000,
    notes: null,
  },
  {
    name: 'E-bike per il lavoro',
    brand: 'Atala',
    model: 'B-Easy',
    type: 'electric',
    color: 'Grigio',
    serial_number: 'AT/BE/2025/0042',
    purchase_value_cents: 189_000,
    notes: null,
  },
] as const;

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  persona: 'owner' | 'hunter';
  label: string;
}

/**
 * The demo admin's two-factor key (base32), publicly known like the passwords:
 * admins must have a second factor. Add it to an authenticator app, or print
 * the current code with `npm run demo:code`.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'RITROVADEMOADMINTOTPSECRET234567';

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
 * Creates the demo admin, owner (with three bikes) and hunter when the database has no users yet.
 * Returns the demo accounts that exist, to print at start.
 */
export async function seedDemoAccounts(ctx: AppContext): Promise<DemoAccount[]> {
  const { db, twoFactorBox, storage } = ctx;
  if ((await countUsers(db)) === 0) {
    const now = ctx.clock.now();
    for (const account of demoAccounts) {
      const [nome, cognome] = names[account.label] ?? ['Demo', 'Ritrova'];
      const user = await insertUser(
        db,
        {
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
        },
        now,
      );
      if (account.role === 'admin') {
        await saveUser(db, user.id, { totp_secret_sealed: twoFactorBox.seal(DEMO_ADMIN_TOTP_SECRET, user.id), totp_enabled_at: now }, now);
      }
      if (account.label === 'owner') {
        await seedOwnerBikes(db, user.id, storage, now);
        await seedDemoMaintenance(db, user.id, now);
      }
    }
  }
  await seedInventoryTags(db, demoTags.unassigned, 'demo');
  const present: DemoAccount[] = [];
  for (const account of demoAccounts) {
    if (await findUserByEmail(db, account.email)) present.push(account);
  }
  return present;
}

/** Three bikes; one carries a tag, one is reported stolen with a reward and carries a tag. */
async function seedOwnerBikes(db: Db, ownerId: string, storage: Storage, now: Date): Promise<void> {
  for (const bike of demoBikes) {
    const row = await insertBike(db, { ...bike, owner_id: ownerId, created_at: now, updated_at: now });
    await startOwnership(db, row.id, ownerId, 'registration', now);
    await seedDemoPhoto(db, storage, row);
    const tag = [demoTags.onBike, demoTags.onStolenBike, demoTags.secure].find((t) => t.bike === bike.name);
    if (!tag) continue;
    const kind = 'keyVersion' in tag ? { batch: tag.batch, chip: 'ntag424' as const, key_version: tag.keyVersion } : { batch: 'demo' };
    await seedTag(db, { uid: tag.uid, ...kind, status: 'assigned', owner_id: ownerId, bike_id: row.id, assigned_at: now, attached_at: now });
    if ('rewardCents' in tag) {
      await theftRepository.insertReport(db, {
        bike_id: row.id,
        owner_id: ownerId,
        reward_cents: tag.rewardCents,
        reward_status: 'awaiting_payment',
        stolen_at: now,
        created_at: now,
      });
      await saveBike(db, row.id, { status: 'stolen' }, now);
    }
  }
}
