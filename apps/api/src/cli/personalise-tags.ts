import fs from 'node:fs';
import path from 'node:path';
import { configOrExit } from '../bootstrap.ts';
import { adminTagRepository } from '../modules/tags/admin-tag.repository.ts';
import { deriveFileReadKey, deriveMetaReadKey } from '../modules/tags/sun/keys.ts';
import { loadSunMasterKey } from '../modules/tags/sun/master-key.ts';
import { sunNdefLayout } from '../modules/tags/sun/provisioning.ts';
import { option, withDatabase } from './database.ts';

/**
 * `npm run tags:personalise -- --batch NAME [--out FILE]`: writes the keys of
 * every tag of a secure batch into a CSV for the factory's programming station
 * (uid, key version, key 1 = K_SDMMetaRead, key 2 = K_SDMFileRead), readable by
 * its owner only, and prints how to program the tags. The file never overwrites
 * another one. Whoever holds it can make genuine taps of these tags.
 */
async function main() {
  const args = process.argv.slice(2);
  const batch = option(args, 'batch');
  if (!batch) {
    console.error('Usage: npm run tags:personalise -- --batch NAME [--out FILE]');
    process.exit(1);
  }
  const config = configOrExit();
  const masterKey = loadSunMasterKey(config);
  const tags = await withDatabase(config, (db) => adminTagRepository.batchUids(db, batch));
  if (tags.length === 0) {
    console.error(`No batch named "${batch}".`);
    process.exit(1);
  }
  const secure = tags.filter((tag) => tag.chip === 'ntag424' && tag.key_version !== null);
  if (secure.length === 0) {
    console.error(`Batch "${batch}" holds plain tags (NTAG 213): they have no keys.`);
    process.exit(1);
  }
  const version = secure[0]?.key_version as number;
  const metaRead = deriveMetaReadKey(masterKey, version).toString('hex').toUpperCase();
  const lines = [
    'uid,key_version,key1_sdm_meta_read,key2_sdm_file_read',
    ...secure.map((tag) => {
      const fileRead = deriveFileReadKey(masterKey, Buffer.from(tag.uid, 'hex'), tag.key_version as number);
      return [tag.uid, tag.key_version, metaRead, fileRead.toString('hex').toUpperCase()].join(',');
    }),
  ];
  const safeName = batch.replace(/[^\w.-]+/g, '_');
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), option(args, 'out') ?? `ritrova-keys-${safeName}-v${version}.csv`);
  try {
    // wx: never overwrite; 0600: the owner only.
    fs.writeFileSync(out, `${lines.join('\n')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    console.error(`Could not write ${out}: ${(err as NodeJS.ErrnoException).code === 'EEXIST' ? 'the file exists (choose another with --out)' : String(err)}`);
    process.exit(1);
  }
  const layout = sunNdefLayout(config.publicUrl);
  console.log(`Wrote the keys of ${secure.length} tags of batch "${batch}" (key version ${version}) to:\n  ${out}\n`);
  console.log('NDEF URL template:');
  console.log(`  ${layout.urlTemplate}`);
  console.log(`SDM offsets: PICCDataOffset ${layout.piccDataOffset}, SDMMACInputOffset ${layout.sdmMacInputOffset}, SDMMACOffset ${layout.sdmMacOffset}`);
  console.log('Key slots: key 1 = key1_sdm_meta_read, key 2 = key2_sdm_file_read; SDMMetaRead = 1, SDMFileRead = 2, SDMCtrRet = 1.');
  console.error(
    '\nWARNING: this file holds secret keys. Whoever has it can forge genuine taps of these tags.\n' +
      'Copy it only to the programming station, over an encrypted channel, and delete it once the tags are programmed.',
  );
}

void main();
