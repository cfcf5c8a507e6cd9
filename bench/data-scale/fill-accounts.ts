import fs from 'node:fs';
import path from 'node:path';
import { hunterNameKeys, isReservedHunterName } from '@ritrova/shared';
import { BIG_CITIES, type Sizes } from './sizes.js';

/** One statement of the fill, with the parameters it takes. */
export interface Step {
  title: string;
  sql: string;
  params?: unknown[];
}

/** The ranges [lo, hi] of a large table's rows, filled a chunk at a time by two connections (two cores). */
export interface ChunkedStep {
  title: string;
  total: number;
  chunk: number;
  sql: (lo: number, hi: number) => string;
}

const BRANDS = ['Bianchi', 'Pinarello', 'Colnago', 'Wilier', 'Atala', 'Legnano', 'Carraro', 'Olmo', 'Trek', 'Specialized', 'Giant', 'Cannondale'];
const TYPES = ['city', 'mountain', 'road', 'electric', 'hybrid', 'folding', 'gravel', 'children', 'other'];
const COLORS = ['nero', 'bianco', 'rosso', 'blu', 'verde', 'grigio', 'giallo', 'celeste'];
const arr = (items: string[]) => `(ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])`;

/** The municipalities (places/municipalities.json) as a session table, the big cities again under n = -1…-12. */
export function placesSteps(repoRoot: string): { steps: Step[]; count: number } {
  const file = path.join(repoRoot, 'apps/api/src/modules/places/municipalities.json');
  const rows = (JSON.parse(fs.readFileSync(file, 'utf8')) as { rows: [string, string, string, number, number][] }).rows;
  const big = BIG_CITIES.map((name) => {
    const row = rows.find((r) => r[1] === name);
    if (!row) throw new Error(`no municipality named ${name}`);
    return row;
  });
  const all = [...rows.map((r, i) => [i + 1, r] as const), ...big.map((r, i) => [-1 - i, r] as const)];
  return {
    count: rows.length,
    steps: [
      {
        title: 'places',
        sql: 'CREATE TEMP TABLE scale_places (n int PRIMARY KEY, istat text NOT NULL, name text NOT NULL, lat float8 NOT NULL, lng float8 NOT NULL)',
      },
      {
        title: 'places',
        sql: 'INSERT INTO scale_places SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::float8[])',
        params: [all.map(([n]) => n), all.map(([, r]) => r[0]), all.map(([, r]) => r[1]), all.map(([, r]) => r[3]), all.map(([, r]) => r[4])],
      },
    ],
  };
}

/** Public Hunter names for the Hunters, with the comparison keys the application would store (look-alikes dropped). */
function hunterNames(z: Sizes): { ids: number[]; names: string[]; skeletons: string[]; cased: string[] } {
  const out = { ids: [] as number[], names: [] as string[], skeletons: [] as string[], cased: [] as string[] };
  const seen = new Set<string>();
  const letters = (i: number) => {
    let s = '';
    for (let n = i; n > 0; n = Math.floor(n / 26)) s += String.fromCharCode(97 + (n % 26));
    return s;
  };
  for (let j = 0; j < z.hunters; j++) {
    const i = z.hunterOffset + 10 * Math.floor(j / 3) + 3 + 3 * (j % 3);
    const name = `Lupo ${letters(i + 26 * 26)}`;
    const keys = hunterNameKeys(name);
    if (isReservedHunterName(name) || seen.has(keys.skeleton) || seen.has(keys.casedSkeleton)) continue;
    seen.add(keys.skeleton);
    seen.add(keys.casedSkeleton);
    out.ids.push(i);
    out.names.push(name);
    out.skeletons.push(keys.skeleton);
    out.cased.push(keys.casedSkeleton);
  }
  return out;
}

/** Accounts (an admin, shops, fleets, owners, Hunters), bikes with their first ownership. */
export function accountSteps(z: Sizes, passwordHash: string): Step[] {
  const h = hunterNames(z);
  return [
    {
      title: `users (${z.users})`,
      sql: `
      INSERT INTO users (id, email, password_hash, nome, cognome, role, persona, language, email_verified_at, terms_accepted_at,
                         privacy_accepted_at, age_confirmed_at, last_login_at, hunter_name, hunter_name_skeleton, hunter_name_cased_skeleton,
                         created_at, updated_at)
      SELECT pg_temp.sid('user', i), 'scale-' || i || '@example.test', $1,
             ${arr(['Giulia', 'Marco', 'Sofia', 'Luca', 'Chiara', 'Matteo', 'Elena', 'Davide'])}[1 + i % 8],
             ${arr(['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino'])}[1 + (i / 8) % 8],
             CASE WHEN i = 1 THEN 'admin' WHEN i < ${2 + z.shops} THEN 'shop' ELSE 'user' END,
             CASE WHEN i >= ${z.hunterOffset} AND i % 10 IN (3, 6, 9) THEN 'hunter' ELSE 'owner' END,
             CASE WHEN i % 20 = 0 THEN 'en' WHEN i % 50 = 1 THEN 'zh' ELSE 'it' END,
             CASE WHEN i % 10 <> 7 THEN pg_temp.user_created(i) + interval '1 hour' END,
             pg_temp.user_created(i), pg_temp.user_created(i), pg_temp.user_created(i),
             pg_temp.between_then_and_now(pg_temp.user_created(i), pg_temp.frac(7, i)),
             hn.name, hn.skeleton, hn.cased, pg_temp.user_created(i), pg_temp.user_created(i)
      FROM generate_series(1, ${z.users}) i
      LEFT JOIN unnest($2::bigint[], $3::text[], $4::text[], $5::text[]) AS hn (i, name, skeleton, cased) USING (i)`,
      params: [passwordHash, h.ids, h.names, h.skeletons, h.cased],
    },
    {
      // Administrators act only with the second factor on (users/user.policy.ts actsAsAdmin); the bench starts their session itself.
      title: "the admin's second factor",
      sql: `UPDATE users SET totp_secret_sealed = '\\x00'::bytea, totp_enabled_at = created_at WHERE id = pg_temp.sid('user', 1)`,
    },
    {
      title: `bikes (${z.bikes})`,
      sql: `
      INSERT INTO bikes (id, owner_id, name, brand, model, type, color, serial_number, purchase_value_cents, status, year, frame_size, created_at, updated_at)
      SELECT pg_temp.sid('bike', k), pg_temp.sid('user', pg_temp.bike_owner(k)),
             ${arr(['La mia bici', 'Bici da città', 'Graziella', 'Bici di tutti i giorni', 'MTB', 'Da corsa'])}[1 + k % 6],
             ${arr(BRANDS)}[1 + (k / 7) % ${BRANDS.length}], 'Modello ' || (k % 40), ${arr(TYPES)}[1 + k % ${TYPES.length}],
             ${arr(COLORS)}[1 + (k / 3) % ${COLORS.length}],
             CASE WHEN k % 10 <> 0 THEN 'WB-' || lpad(k::text, 8, '0') END, 20000 + (k * 37) % 280000, 'active',
             CASE WHEN k % 3 = 0 THEN 2015 + k % 11 END, CASE WHEN k % 4 = 0 THEN ${arr(['S', 'M', 'L', 'XL', '54 cm'])}[1 + k % 5] END,
             pg_temp.bike_created(k), pg_temp.bike_created(k)
      FROM generate_series(1, ${z.bikes}) k`,
    },
    {
      title: 'bike ownerships',
      sql: `
      INSERT INTO bike_ownerships (bike_id, owner_id, via, started_at)
      SELECT pg_temp.sid('bike', k), pg_temp.sid('user', pg_temp.bike_owner(k)), 'registration', pg_temp.bike_created(k)
      FROM generate_series(1, ${z.bikes}) k`,
    },
  ];
}

/**
 * Tags: 1…bikes on bike k, then an account's without a bike (65% assigned in all), 30% inventory
 * (half held by shops), the rest lost or retired; every tenth an NTAG 424 DNA.
 */
export function tagSteps(z: Sizes): ChunkedStep {
  const sql = (lo: number, hi: number) => `
    INSERT INTO tags (id, uid, status, owner_id, bike_id, batch, assigned_at, attached_at, chip, key_version, shop_id, created_at, updated_at)
    SELECT pg_temp.sid('tag', k), pg_temp.tag_uid(k), t.status,
           CASE WHEN k <= ${z.assignedTags} THEN pg_temp.sid('user', pg_temp.tag_owner(k))
                WHEN t.status = 'lost' THEN pg_temp.sid('user', pg_temp.regular_user(pg_temp.frac(3, k))) END,
           CASE WHEN k <= ${z.bikes} THEN pg_temp.sid('bike', k) END,
           'scale-' || lpad((k / 10000)::text, 4, '0'),
           t.assigned, CASE WHEN k <= ${z.bikes} THEN t.assigned END,
           CASE WHEN k % 10 = 7 THEN 'ntag424' ELSE 'ntag213' END, CASE WHEN k % 10 = 7 THEN 1 END,
           CASE WHEN t.status = 'unassigned' AND k % 2 = 0 THEN pg_temp.sid('user', 2 + k % ${z.shops}) END,
           coalesce(t.assigned - interval '30 days', now() - interval '365 days' * pg_temp.frac(8, k)),
           coalesce(t.assigned, now() - interval '365 days' * pg_temp.frac(8, k))
    FROM generate_series(${lo}, ${hi}) k
    CROSS JOIN LATERAL (
      SELECT CASE WHEN k <= ${z.assignedTags} THEN 'assigned' WHEN k <= ${z.inventoryEnd} THEN 'unassigned'
                  WHEN k % 10 < 7 THEN 'lost' ELSE 'retired' END AS status,
             CASE WHEN k <= ${z.assignedTags} THEN pg_temp.tag_assigned(k) END AS assigned
    ) t`;
  return { title: `tags (${z.tags})`, total: z.tags, chunk: 250_000, sql };
}
