import fs from 'node:fs';

/**
 * Municipalities by name, for the public listing's area filter, from the places module's dataset
 * (municipalities.json: ISTAT names, GeoNames points). Read here, once, because places.ts offers
 * no search by name yet (see the report of issue #19 item 2); the file is the same one.
 */
interface Named {
  name: string;
  province: string;
  lat: number;
  lng: number;
  /** The name folded for comparison (lowercase, no accents). */
  key: string;
}

type Row = [string, string, string, number, number];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'").trim();

let loaded: Named[] | undefined;
function all(): Named[] {
  if (!loaded) {
    const data = JSON.parse(fs.readFileSync(new URL('../places/municipalities.json', import.meta.url), 'utf8')) as { rows: Row[] };
    loaded = data.rows.map(([, name, province, lat, lng]) => ({ name, province, lat, lng, key: fold(name) }));
  }
  return loaded;
}

/** "Milano (MI)" */
const label = (m: Named) => `${m.name} (${m.province})`;

/** The municipality a typed name means: "Milano (MI)" exactly, or a name alone (the dataset's first when two share it). */
export function findMunicipality(typed: string): { name: string; lat: number; lng: number } | undefined {
  const wanted = fold(typed);
  const withProvince = /^(.*)\(([a-z]{2})\)$/.exec(wanted);
  const m = withProvince
    ? all().find((x) => x.key === withProvince[1]?.trim() && x.province.toLowerCase() === withProvince[2])
    : all().find((x) => x.key === wanted);
  return m ? { name: label(m), lat: m.lat, lng: m.lng } : undefined;
}

/** Up to `max` municipalities whose name starts with what was typed (at least two letters), shortest names first. */
export function suggestMunicipalities(typed: string, max = 8): string[] {
  const prefix = fold(typed);
  if (prefix.length < 2) return [];
  return all()
    .filter((m) => m.key.startsWith(prefix))
    .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name, 'it'))
    .slice(0, max)
    .map(label);
}
