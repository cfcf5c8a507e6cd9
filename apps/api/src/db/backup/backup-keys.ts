import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The keys the stored data depends on (decision 046). Configured in the environment (production), they
 * stay out of backups: the operator keeps them apart. Generated into DATA_DIR (the embedded mode), a
 * restored database is useless without them, so a backup copies those files (0600) and a restore puts
 * them back. Either way the manifest carries a fingerprint of each, so a restore can tell keys that would
 * not open the data.
 */
interface DataKey {
  /** Its file in DATA_DIR (lib/secret-box.ts resolveLocalSecret, lib/vapid-keys.ts). */
  file: string;
  /** The variable that configures it, for messages. */
  variable: string;
  configured(config: Config): string | undefined;
  /** What a restore under another key loses; `refuse`: the restore stops unless told to go on. */
  loss: string;
  refuse: boolean;
}

const DATA_KEYS: DataKey[] = [
  {
    file: 'jwt-secret',
    variable: 'JWT_SECRET',
    configured: (c) => c.jwtSecret,
    loss: 'access tokens, remembered devices and signed photo links from before the backup stop working (people sign in again)',
    refuse: false,
  },
  {
    file: 'two-factor-key',
    variable: 'TWO_FACTOR_ENCRYPTION_KEY',
    configured: (c) => c.twoFactorKey,
    loss: "every account's second factor is sealed under the other key: those accounts (admins among them) cannot sign in",
    refuse: true,
  },
  {
    file: 'sun-master-key',
    variable: 'SUN_MASTER_KEY',
    configured: (c) => c.sunMasterKey?.toLowerCase(),
    loss: 'every secure tag was programmed with keys derived from the other master key: their taps fail',
    refuse: true,
  },
  {
    file: 'vapid-keys',
    variable: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY',
    configured: (c) => (c.vapid.publicKey && c.vapid.privateKey ? `${c.vapid.publicKey}.${c.vapid.privateKey}` : undefined),
    loss: "the browsers' push subscriptions were made for the other key pair: alerts stop reaching them until people subscribe again",
    refuse: false,
  },
];

/** 16 hex characters of a purpose-bound hash: tells two keys apart, gives nothing of a random key away. */
function fingerprint(file: string, value: string): string {
  return createHash('sha256').update(`ritrova backup key fingerprint\0${file}\0${value.trim()}`).digest('hex').slice(0, 16);
}

async function readKeyFile(dataDir: string, file: string): Promise<string | undefined> {
  try {
    const text = (await fs.readFile(path.join(dataDir, file), 'utf8')).trim();
    return text || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** What a backup takes of the keys: the generated ones' files to copy, and every key's fingerprint. */
export async function keysToBackUp(config: Config): Promise<{ files: { name: string; value: string }[]; fingerprints: Record<string, string> }> {
  const files: { name: string; value: string }[] = [];
  const fingerprints: Record<string, string> = {};
  for (const key of DATA_KEYS) {
    const configured = key.configured(config);
    const value = configured ?? (await readKeyFile(config.dataDir, key.file));
    if (value === undefined) continue;
    fingerprints[key.file] = fingerprint(key.file, value);
    if (configured === undefined) files.push({ name: key.file, value });
  }
  return { files, fingerprints };
}

export interface KeyPlan {
  /** Key files of the backup to write into DATA_DIR (the restored deployment reads them there). */
  write: { name: string; value: string }[];
  /** Keys that differ from the backup's, with what that costs. */
  changed: { variable: string; loss: string; refuse: boolean }[];
}

/**
 * Which keys the restored deployment will use — configured, else already in DATA_DIR, else the
 * backup's copy — and which of them differ from the keys the data was made with.
 */
export async function planKeys(config: Config, fingerprints: Record<string, string>, backedUp: Map<string, string>): Promise<KeyPlan> {
  const plan: KeyPlan = { write: [], changed: [] };
  for (const key of DATA_KEYS) {
    const configured = key.configured(config);
    const present = configured === undefined ? await readKeyFile(config.dataDir, key.file) : undefined;
    const fromBackup = backedUp.get(key.file);
    if (configured === undefined && present === undefined && fromBackup !== undefined) plan.write.push({ name: key.file, value: fromBackup });
    const used = configured ?? present ?? fromBackup;
    const expected = fingerprints[key.file];
    if (expected !== undefined && (used === undefined || fingerprint(key.file, used) !== expected)) {
      plan.changed.push({ variable: key.variable, loss: key.loss, refuse: key.refuse });
    }
  }
  return plan;
}

/** Writes the planned key files into DATA_DIR, readable by their owner only; never over an existing file. */
export async function writeKeys(dataDir: string, keys: KeyPlan['write']): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  for (const key of keys) await fs.writeFile(path.join(dataDir, key.name), key.value, { mode: 0o600, flag: 'wx' });
}
