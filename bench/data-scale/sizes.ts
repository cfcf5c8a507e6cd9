/**
 * The sizes of the data-scale fill (issue #25 item 8) and the arithmetic that places every row:
 * ids, owners and times follow from a row's number, so a table can refer to another's rows
 * without joining them (10M scans name their tag, bike and owner by formula).
 */

export interface Sizes {
  scale: number;
  users: number;
  bikes: number;
  tags: number;
  scans: number;
  thefts: number;
  /** Shop accounts (i = 2…1 + shops); the admin is user 1. */
  shops: number;
  /** Accounts holding a fleet of bikes each (a rental, a club): 1% of the bikes. */
  fleets: number;
  /** First ordinary account; ordinary accounts own ~4 bikes each on average. */
  regularStart: number;
  /** First account that may be a Hunter (every i ≥ this with i % 10 in 3, 6, 9). */
  hunterOffset: number;
  hunters: number;
  /** Tags 1…bikes are on bike k; bikes+1…assigned are on an account without a bike. */
  assignedTags: number;
  /** Then unassigned inventory tags up to this one; the rest are lost or retired. */
  inventoryEnd: number;
}

/** The full size is the issue's: 1M tags, 10M scans, 200k bikes, 50k users, 20k thefts. */
export function sizesAt(scale: number): Sizes {
  const at = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  const users = at(50_000, 200);
  const bikes = at(200_000, 400);
  const tags = at(1_000_000, 2_000);
  const shops = at(100, 2);
  const fleets = at(10, 1);
  const regularStart = 2 + shops + fleets;
  const hunterOffset = 10 * Math.ceil(regularStart / 10);
  let hunters = 0;
  for (let i = hunterOffset; i <= users; i++) if (i % 10 === 3 || i % 10 === 6 || i % 10 === 9) hunters++;
  const assignedTags = Math.max(bikes + 1, Math.round(tags * 0.65));
  return {
    scale,
    users,
    bikes,
    tags,
    scans: at(10_000_000, 20_000),
    thefts: at(20_000, 40),
    shops,
    fleets,
    regularStart,
    hunterOffset,
    hunters,
    assignedTags,
    inventoryEnd: assignedTags + Math.round(tags * 0.3),
  };
}

/**
 * Session helpers (pg_temp: they vanish with the filling connection) that the fill's SQL uses.
 * `now` is when the fill started: every time is before it. NOTE: plain SQL functions, STABLE where
 * they do time arithmetic, so that PostgreSQL inlines them into the 10M-row statements.
 */
export function helperFunctions(z: Sizes, now: Date): string[] {
  const n = `'${now.toISOString()}'::timestamptz`;
  const R = z.users - z.regularStart + 1;
  return [
    // A random-looking but fixed uuid for row i of a kind (real ids are random too: index pages fill alike).
    `CREATE FUNCTION pg_temp.sid(kind text, i bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5(kind || ':' || i)::uuid $$`,
    // A fixed fraction in [0, 1) for row k, one stream per salt.
    `CREATE FUNCTION pg_temp.frac(salt int, k bigint) RETURNS float8 LANGUAGE sql IMMUTABLE AS
       $$ SELECT ((hashint8(k * 1000 + salt)::bigint + 2147483648) % 1000003)::float8 / 1000003 $$`,
    // Growth: a fraction (t/3 years)² of the accounts existed t after the start, three years ago.
    `CREATE FUNCTION pg_temp.user_created(i bigint) RETURNS timestamptz LANGUAGE sql STABLE AS
       $$ SELECT ${n} - interval '1095 days' * (1 - sqrt(i::float8 / ${z.users})) $$`,
    `CREATE FUNCTION pg_temp.regular_user(x float8) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT ${z.regularStart} + floor(x * ${R})::bigint $$`,
    // Bike k: 1% in fleets, the others with an ordinary account (a Poisson-like spread around 4).
    `CREATE FUNCTION pg_temp.bike_owner(k bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS
       $$ SELECT CASE WHEN k % 100 = 0 THEN ${2 + z.shops} + (k / 100) % ${z.fleets} ELSE pg_temp.regular_user(pg_temp.frac(1, k)) END $$`,
    `CREATE FUNCTION pg_temp.between_then_and_now(t timestamptz, x float8) RETURNS timestamptz LANGUAGE sql STABLE AS
       $$ SELECT t + (${n} - t) * x $$`,
    `CREATE FUNCTION pg_temp.bike_created(k bigint) RETURNS timestamptz LANGUAGE sql STABLE AS
       $$ SELECT pg_temp.between_then_and_now(pg_temp.user_created(pg_temp.bike_owner(k)), pg_temp.frac(2, k)) $$`,
    // Tags bikes+1…assigned: an account's, without a bike.
    `CREATE FUNCTION pg_temp.tag_owner(k bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS
       $$ SELECT CASE WHEN k <= ${z.bikes} THEN pg_temp.bike_owner(k) ELSE pg_temp.regular_user(pg_temp.frac(3, k)) END $$`,
    `CREATE FUNCTION pg_temp.tag_assigned(k bigint) RETURNS timestamptz LANGUAGE sql STABLE AS
       $$ SELECT CASE WHEN k <= ${z.bikes} THEN pg_temp.bike_created(k)
                      ELSE pg_temp.between_then_and_now(pg_temp.user_created(pg_temp.tag_owner(k)), pg_temp.frac(4, k)) END $$`,
    `CREATE FUNCTION pg_temp.tag_uid(k bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT '04' || lpad(upper(to_hex(k)), 12, '0') $$`,
    // The j-th Hunter (0 ≤ j < hunters): accounts ≥ hunterOffset whose number ends in 3, 6 or 9.
    `CREATE FUNCTION pg_temp.hunter(x float8) RETURNS bigint LANGUAGE sql IMMUTABLE AS
       $$ SELECT ${z.hunterOffset} + 10 * (floor(x * ${z.hunters})::bigint / 3) + 3 + 3 * (floor(x * ${z.hunters})::bigint % 3) $$`,
    // Where a bike (or Hunter) lives: 35% in the twelve largest cities, the rest anywhere in Italy.
    `CREATE FUNCTION pg_temp.place_of(k bigint) RETURNS int LANGUAGE sql IMMUTABLE AS
       $$ SELECT CASE WHEN pg_temp.frac(5, k) < 0.35 THEN -1 - (k % 12)::int ELSE 1 + floor(pg_temp.frac(6, k) * ${PLACE_COUNT_TOKEN})::int END $$`,
  ];
}

/** Replaced with the number of municipalities once they are loaded. */
export const PLACE_COUNT_TOKEN = '__PLACES__';

/** The largest cities, which get 35% of bikes, thefts and Hunters between them (names as ISTAT writes them). */
export const BIG_CITIES = ['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari', 'Catania', 'Venezia', 'Verona'];
