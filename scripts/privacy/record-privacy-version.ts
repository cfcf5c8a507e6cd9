#!/usr/bin/env node
// `npm run privacy:version`: records the privacy text's version beside the texts — today's date (UTC; or
// `--date YYYY-MM-DD`) and the hash of the texts and the retention table — when they changed. The privacy
// page shows the date as "last updated"; scripts/privacy/privacy-version.test.ts fails until this is run.
import fs from 'node:fs';
import { currentPrivacySource, type PrivacyVersion, privacyTextsHash, privacyVersionFile } from './privacy-version.ts';

const dateArgument = process.argv.indexOf('--date');
const date = dateArgument > 0 ? process.argv[dateArgument + 1] : new Date().toISOString().slice(0, 10);
if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) !== date) {
  console.error(`--date needs a calendar day as YYYY-MM-DD, not ${date ?? 'nothing'}`);
  process.exit(1);
}

const hash = privacyTextsHash(currentPrivacySource());
const recorded: PrivacyVersion | null = fs.existsSync(privacyVersionFile) ? JSON.parse(fs.readFileSync(privacyVersionFile, 'utf8')) : null;
if (recorded?.hash === hash && dateArgument < 0) {
  console.log(`The privacy text has not changed since ${recorded.date}: nothing to record.`);
} else {
  const version: PrivacyVersion = { date, hash };
  fs.writeFileSync(privacyVersionFile, `${JSON.stringify(version, null, 2)}\n`);
  console.log(`Recorded the privacy text of ${date} (${hash.slice(0, 12)}…) in ${privacyVersionFile.pathname}.`);
}
