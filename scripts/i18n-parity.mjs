#!/usr/bin/env node
// Copied from the team's reference tool shared/tools/i18n-parity.mjs (2026-11-24) so the check needs
// nothing outside the repository; `npm run test:i18n` runs it on the repository's root.
// Compares the translation keys of Italian (the source), English and Chinese.
// Finds every folder under the given root (default: .) that holds it/en/zh translations, either as
// it.json, en.json, zh.json (zh-CN.json accepted) or as it/, en/, zh/ folders of JSON namespaces.
// Prints each key missing from a language and exits 1 where any is missing; 0 where all match.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'));
const skip = new Set(['node_modules', '.git', 'dist', 'build', 'coverage', 'data']);
const zhNames = ['zh', 'zh-CN', 'zh_CN', 'zh-Hans', 'zh_Hans'];

function flatten(obj, prefix = '', out = new Set()) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  return out;
}
function readKeys(p) {
  const st = fs.statSync(p);
  if (st.isFile()) return flatten(JSON.parse(fs.readFileSync(p, 'utf8')));
  const keys = new Set();
  for (const f of fs
    .readdirSync(p)
    .filter((f) => f.endsWith('.json'))
    .sort())
    for (const k of flatten(JSON.parse(fs.readFileSync(path.join(p, f), 'utf8')))) keys.add(`${f.slice(0, -5)}:${k}`);
  return keys;
}
function find(dir, sets) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const names = new Set(entries.map((e) => e.name));
  const pick = (base) => [base, `${base}.json`].find((n) => names.has(n));
  const it = pick('it'),
    en = pick('en'),
    zh = zhNames.map(pick).find(Boolean);
  if (it && en && zh) sets.push({ dir, files: { it, en, zh } });
  for (const e of entries) if (e.isDirectory() && !skip.has(e.name) && !e.name.startsWith('.')) find(path.join(dir, e.name), sets);
}

const sets = [];
find(root, sets);
let missing = 0;
for (const { dir, files } of sets) {
  let keys;
  try {
    keys = Object.fromEntries(Object.entries(files).map(([lang, f]) => [lang, readKeys(path.join(dir, f))]));
  } catch (err) {
    console.log(`${path.relative(root, dir)}: cannot read: ${err.message}`);
    missing++;
    continue;
  }
  const all = new Set([...keys.it, ...keys.en, ...keys.zh]);
  for (const k of [...all].sort())
    for (const lang of ['it', 'en', 'zh'])
      if (!keys[lang].has(k)) {
        missing++;
        if (missing <= 40) console.log(`${path.relative(root, dir) || '.'}: ${lang} lacks ${k}`);
      }
}
if (missing > 40) console.log(`... ${missing - 40} more`);
console.log(sets.length ? `${missing} missing keys in ${sets.length} translation set(s)` : 'no it/en/zh translation sets found');
process.exit(missing ? 1 : 0);
