#!/usr/bin/env node
// Italian, English and Chinese must have the same translation keys. Uses the
// team's shared checker when it sits beside the repository, else the same check here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const shared = path.resolve(root, '../shared/tools/i18n-parity.mjs');
if (fs.existsSync(shared)) {
  const run = spawnSync(process.execPath, [shared, root], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const dir = path.join(root, 'apps/web/src/locales');
const keysOf = (lang) => {
  const keys = new Set();
  const walk = (obj, prefix) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') walk(v, key);
      else keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  };
  for (const f of fs.readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(fs.readFileSync(path.join(dir, lang, f), 'utf8')), `${f.slice(0, -5)}:`);
  return keys;
};
const sets = { it: keysOf('it'), en: keysOf('en'), zh: keysOf('zh') };
let missing = 0;
for (const key of new Set([...sets.it, ...sets.en, ...sets.zh]))
  for (const lang of ['it', 'en', 'zh'])
    if (!sets[lang].has(key)) {
      missing++;
      console.log(`${lang} lacks ${key}`);
    }
console.log(`${missing} missing keys`);
process.exit(missing ? 1 : 0);
