import { configOrExit } from '../bootstrap.ts';
import { findTagByUid } from '../modules/tags/index.ts';
import { forgeSunQuery, generateSunQuery } from '../modules/tags/sun/generate.ts';
import { batchKeys } from '../modules/tags/sun/keys.ts';
import { loadSunMasterKey } from '../modules/tags/sun/master-key.ts';
import { SUN_PATH } from '../modules/tags/sun/provisioning.ts';
import { lastSunCounter } from '../modules/verification/index.ts';
import { option, positional, withDatabase } from './database.ts';

/**
 * `npm run tags:sun-url -- <uid> [counter] [--key-version N]`: the URL a secure
 * tag would open on its next tap, made with this machine's master key, and a
 * forged copy of it. Without a counter it takes the one after the last accepted
 * tap. For trying the demo secure tag (and for tests); a real tag makes its own.
 */
async function main() {
  const args = process.argv.slice(2);
  const [uidArg, counterArg] = positional(args, ['key-version']);
  const uid = (uidArg ?? '').replace(/[^0-9a-f]/gi, '').toUpperCase();
  if (uid.length !== 14 || (counterArg !== undefined && !/^\d+$/.test(counterArg))) {
    console.error('Usage: npm run tags:sun-url -- <7-byte UID in hex> [counter] [--key-version N]');
    console.error('Example (the demo secure tag): npm run tags:sun-url -- 04524954524F56');
    process.exit(1);
  }
  const config = configOrExit();
  const versionArg = option(args, 'key-version');
  const needsDatabase = versionArg === undefined || counterArg === undefined;
  const stored = needsDatabase
    ? await withDatabase(config, async (db) => {
        const tag = await findTagByUid(db, uid);
        return tag ? { key_version: tag.key_version, counter: (await lastSunCounter(db, tag.id)) ?? null } : null;
      })
    : null;
  const keyVersion = versionArg !== undefined ? Number(versionArg) : stored?.key_version;
  if (keyVersion === null || keyVersion === undefined || !Number.isInteger(keyVersion) || keyVersion < 0 || keyVersion > 255) {
    console.error(stored ? `Tag ${uid} is a plain tag: it has no keys.` : `Tag ${uid} is not in the inventory (pass --key-version to make a URL anyway).`);
    process.exit(1);
  }
  const counter = counterArg !== undefined ? Number(counterArg) : (stored?.counter ?? 0) + 1;
  if (counter > 0xffffff) {
    console.error('The counter is 3 bytes: at most 16777215.');
    process.exit(1);
  }
  const query = generateSunQuery({ uid: Buffer.from(uid, 'hex'), counter, keys: batchKeys(loadSunMasterKey(config), keyVersion) });
  const url = `${config.publicUrl}${SUN_PATH}?${query}`;
  console.log(`Genuine tap of ${uid}, counter ${counter} (key version ${keyVersion}):\n  ${url}\n`);
  console.log('Open it once: verified presence. Open it again: a replay.\n');
  console.log(`Forged (one digit of the MAC changed):\n  ${forgeSunQuery(url)}`);
}

void main();
