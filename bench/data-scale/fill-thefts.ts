import type { ChunkedStep, Step } from './fill-accounts.js';
import type { Sizes } from './sizes.js';

const DEVICES = [
  '{"deviceType":"mobile","browser":"Chrome","platform":"Android","language":"it-IT","timeZone":"Europe/Rome"}',
  '{"deviceType":"mobile","browser":"Safari","platform":"iOS","language":"it-IT","timeZone":"Europe/Rome"}',
  '{"deviceType":"mobile","browser":"Samsung Internet","platform":"Android","language":"it-IT","timeZone":"Europe/Rome"}',
  '{"deviceType":"desktop","browser":"Firefox","platform":"Linux","language":"en-GB","timeZone":"Europe/Rome"}',
];

/**
 * Theft reports over the last 12 months, each of another bike, with their facts (a point near the
 * bike's municipality, the circumstances, a police report for most); 30% recovered; half funded
 * (released to a Hunter when recovered), 5% waiting for the payment; 40% of the open ones published.
 */
export function theftSteps(z: Sizes): Step[] {
  return [
    {
      title: `theft reports (${z.thefts})`,
      sql: `
      INSERT INTO theft_reports (id, bike_id, owner_id, reward_cents, reward_status, status, stolen_at, recovered_at, created_at, funded_at,
                                 returned_by, place_lat, place_lng, place_address, place_istat, circumstances, lock_description,
                                 police_report_number, police_station, police_report_date, published_at, public_id, public_serial)
      SELECT pg_temp.sid('theft', r), pg_temp.sid('bike', k), pg_temp.sid('user', owner),
             CASE WHEN reward <> 'none' THEN 5000 + (r * 131 % 90) * 500 ELSE 0 END, reward, status, stolen_at, recovered_at, created_at,
             CASE WHEN reward IN ('funded', 'released') THEN least(now(), created_at + interval '20 minutes') END,
             CASE WHEN reward = 'released' THEN pg_temp.sid('user', CASE WHEN hunter <> owner THEN hunter WHEN hunter + 10 <= ${z.users} THEN hunter + 10 ELSE hunter - 10 END) END,
             p.lat + (pg_temp.frac(34, r) - 0.5) * 0.04, p.lng + (pg_temp.frac(35, r) - 0.5) * 0.05, 'Via Roma ' || (1 + r % 200), p.istat,
             'Legata a una rastrelliera davanti alla stazione di ' || p.name, 'Catena con lucchetto',
             CASE WHEN r % 5 < 3 THEN 'D-' || r END, CASE WHEN r % 5 < 3 THEN 'Questura di ' || p.name END,
             CASE WHEN r % 5 < 3 THEN (created_at AT TIME ZONE 'Europe/Rome')::date END,
             CASE WHEN status = 'open' AND pg_temp.frac(36, r) < 0.4 THEN least(now(), created_at + interval '1 hour') END,
             CASE WHEN pg_temp.frac(36, r) < 0.4 THEN substr(md5('public:' || r), 1, 10) END, r % 2 = 0
      FROM (
        SELECT r, k, owner, hunter, stolen_at, least(now(), stolen_at + interval '3 hours' * pg_temp.frac(37, r)) AS created_at,
               CASE WHEN recovered THEN 'recovered' ELSE 'open' END AS status,
               CASE WHEN recovered THEN stolen_at + (now() - stolen_at) * pg_temp.frac(38, r) END AS recovered_at,
               CASE WHEN x < 0.5 AND recovered THEN 'released' WHEN x < 0.5 THEN 'funded' WHEN x < 0.55 AND NOT recovered THEN 'awaiting_payment' ELSE 'none' END AS reward
        FROM (
          SELECT r, k, pg_temp.bike_owner(k) AS owner, pg_temp.hunter(pg_temp.frac(39, r)) AS hunter,
                 pg_temp.between_then_and_now(greatest(now() - interval '365 days', pg_temp.bike_created(k)), pg_temp.frac(30, r)) AS stolen_at,
                 pg_temp.frac(31, r) < 0.3 AS recovered, pg_temp.frac(33, r) AS x
          FROM (SELECT r, 1 + ((r - 1) * 1000003) % ${z.bikes} AS k FROM generate_series(1::bigint, ${z.thefts}) r) picked
        ) t
      ) t
      JOIN scale_places p ON p.n = pg_temp.place_of(k)`,
    },
    {
      title: 'stolen and recovered bikes',
      sql: `UPDATE bikes b SET status = CASE WHEN r.status = 'open' THEN 'stolen' ELSE 'recovered' END, updated_at = coalesce(r.recovered_at, r.created_at)
            FROM theft_reports r WHERE r.bike_id = b.id`,
    },
  ];
}

/**
 * 10M scans: 10% on twenty hot tags (a shop's display bike, a much-shared post), 2% of UIDs not in
 * the inventory, the rest over the assigned tags with a quadratic skew (a few hundred tags with
 * thousands of scans, most with a handful); times since the tag was assigned, within the last 12
 * months; 65% with a place near the bike's municipality, 8% by a signed-in Hunter. A scan of a bike
 * during its theft is a scan of the theft ('stolen').
 */
export function scanSteps(z: Sizes): ChunkedStep {
  const A = z.assignedTags;
  const sql = (lo: number, hi: number) => `
    INSERT INTO scans (uid, tag_id, bike_id, theft_report_id, scanner_id, result, latitude, longitude, accuracy, device_info, authenticity, sun_counter, scanned_at)
    SELECT CASE WHEN s.k > 0 THEN pg_temp.tag_uid(s.k) ELSE '05' || lpad(upper(to_hex(s.g)), 12, '0') END,
           CASE WHEN s.k > 0 THEN pg_temp.sid('tag', s.k) END, s.bike_id, r.id,
           CASE WHEN s.x2 < 0.08 THEN pg_temp.sid('user', pg_temp.hunter(s.x3)) END,
           CASE WHEN r.id IS NOT NULL THEN 'stolen' WHEN s.k <= 0 THEN 'unregistered' WHEN s.k <= ${z.bikes} THEN 'verified' ELSE 'assigned' END,
           CASE WHEN s.x4 < 0.65 THEN p.lat + (s.x5 - 0.5) * 0.06 END, CASE WHEN s.x4 < 0.65 THEN p.lng + (s.x6 - 0.5) * 0.08 END,
           CASE WHEN s.x4 < 0.65 THEN (5 + s.x5 * 60)::real END,
           (ARRAY['${DEVICES.join("'::jsonb,'")}'::jsonb])[1 + s.g % ${DEVICES.length}],
           CASE WHEN s.k > 0 AND s.k % 10 = 7 THEN 'authenticated' END,
           CASE WHEN s.k > 0 AND s.k % 10 = 7 THEN (extract(epoch FROM s.at)::bigint / 60 % 16777215)::int END,
           s.at
    FROM (
      SELECT a.g, a.k, a.x2, a.x3, a.x4, a.x5, a.x6,
             CASE WHEN a.k BETWEEN 1 AND ${z.bikes} THEN pg_temp.sid('bike', a.k) END AS bike_id,
             CASE WHEN a.k > 0 THEN pg_temp.place_of(a.k) END AS place,
             CASE WHEN a.k > 0 THEN pg_temp.between_then_and_now(greatest(now() - interval '365 days', pg_temp.tag_assigned(a.k)), a.x1)
                  ELSE now() - interval '365 days' * a.x1 END AS at
      FROM (
        SELECT g, random() AS x1, random() AS x2, random() AS x3, random() AS x4, random() AS x5, random() AS x6,
               CASE WHEN g % 10 = 0 THEN 1 + (g / 10) % 20 WHEN g % 50 = 1 THEN 0
                    ELSE 1 + (floor(${A} * power(random(), 2))::bigint * 1000003) % ${A} END AS k
        FROM generate_series(${lo}, ${hi}) g
        OFFSET 0
      ) a
    ) s
    LEFT JOIN scale_places p ON p.n = s.place
    LEFT JOIN theft_reports r ON r.bike_id = s.bike_id AND s.at >= r.stolen_at AND (r.recovered_at IS NULL OR s.at < r.recovered_at)`;
  return { title: `scans (${z.scans})`, total: z.scans, chunk: 500_000, sql };
}

/** Sightings: every scan of a theft (anonymous ones with a client key), and a Hunter's report for a third of the thefts. */
export function sightingSteps(): Step[] {
  return [
    {
      title: 'sightings from scans',
      sql: `
      INSERT INTO sightings (theft_report_id, bike_id, scan_id, reporter_id, source, latitude, longitude, accuracy, share_exact, client_key, useful, created_at)
      SELECT theft_report_id, bike_id, id, scanner_id, 'scan', latitude, longitude, accuracy, scanner_id IS NOT NULL AND id % 3 = 0,
             CASE WHEN scanner_id IS NULL THEN md5('client:' || (id % 50000)) END, id % 17 = 0, scanned_at
      FROM scans WHERE theft_report_id IS NOT NULL`,
    },
    {
      title: 'sightings reported by Hunters',
      sql: `
      INSERT INTO sightings (theft_report_id, bike_id, reporter_id, source, latitude, longitude, accuracy, note, contact_consent, created_at)
      SELECT t.id, t.bike_id, h.id, 'report', t.place_lat + 0.01, t.place_lng - 0.01, 30, 'Vista legata davanti a un bar', true,
             pg_temp.between_then_and_now(t.stolen_at, pg_temp.frac(40, hashtext(t.id::text)))
      FROM theft_reports t
      JOIN users h ON h.id = pg_temp.sid('user', pg_temp.hunter(pg_temp.frac(41, hashtext(t.id::text))))
      WHERE hashtext(t.id::text) % 3 = 0 AND h.id <> t.owner_id`,
    },
  ];
}
