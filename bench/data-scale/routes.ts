import type { InjectOptions } from 'fastify';
import type { AppContext } from '../../apps/api/src/context.ts';
import { startSession } from '../../apps/api/src/modules/auth/auth.service.ts';
import type { UserRow } from '../../apps/api/src/modules/users/user-row.ts';
import type { Sizes } from './sizes.js';

/** A route as the bench measures it: a heading, a name, and the i-th request (different users, tags, bikes). */
export interface MeasuredRoute {
  group: string;
  name: string;
  request: (i: number) => InjectOptions;
}

/** Who and what the requests are about, picked from the filled database (a sample, so each request reads other rows). */
interface Fixtures {
  admin: Record<string, string>;
  owners: { headers: Record<string, string> }[];
  fleet: { headers: Record<string, string>; bikes: number };
  hunters: { headers: Record<string, string>; lat: number; lng: number }[];
  bikes: { headers: Record<string, string>; id: string }[];
  stolenBikes: { headers: Record<string, string>; id: string }[];
  uids: string[];
  serials: string[];
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

/** Each request from another network: the per-client limits count clients, and the bench is many clients. */
const remoteAddress = (i: number) => `127.${(i >> 8) & 255}.${i & 255}.${1 + ((i >> 16) % 250)}`;

async function signedIn(ctx: AppContext, users: UserRow[]): Promise<Map<string, Record<string, string>>> {
  const headers = new Map<string, Record<string, string>>();
  for (const user of users) {
    if (headers.has(user.id)) continue;
    const { token } = await startSession(ctx, user);
    headers.set(user.id, { authorization: `Bearer ${token}` });
  }
  return headers;
}

/** Samples the filled database for the requests' subjects and signs their users in (a session each). */
export async function loadFixtures(ctx: AppContext, z: Sizes): Promise<Fixtures> {
  const q = async <T>(text: string, values: unknown[] = []) => (await ctx.pool.query(text, values)).rows as T[];
  const userId = (i: number) => q<{ id: string }>(`SELECT md5('user:' || $1::bigint)::uuid AS id`, [i]).then((r) => r[0]?.id as string);
  const fleetId = await userId(2 + z.shops);
  const adminId = await userId(1);
  const owners = await q<{ id: string }>(
    `SELECT u.id FROM users u WHERE u.role = 'user' AND u.persona = 'owner' AND EXISTS (SELECT 1 FROM bikes b WHERE b.owner_id = u.id)
     ORDER BY md5(u.id::text) LIMIT 100`,
  );
  const hunters = await q<{ id: string; lat: number; lng: number }>(
    `SELECT u.id, a.lat, a.lng FROM users u JOIN hunter_areas a ON a.user_id = u.id ORDER BY md5(u.id::text) LIMIT 100`,
  );
  const bikes = await q<{ id: string; owner_id: string }>(`SELECT id, owner_id FROM bikes ORDER BY md5(id::text) LIMIT 200`);
  const stolenBikes = await q<{ id: string; owner_id: string }>(
    `SELECT bike_id AS id, owner_id FROM theft_reports WHERE status = 'open' ORDER BY md5(id::text) LIMIT 100`,
  );
  const ids = new Set([adminId, fleetId, ...owners.map((u) => u.id), ...hunters.map((u) => u.id), ...[...bikes, ...stolenBikes].map((b) => b.owner_id)]);
  const headers = await signedIn(ctx, await q<UserRow>('SELECT * FROM users WHERE id = ANY($1)', [[...ids]]));
  const of = (id: string) => headers.get(id) as Record<string, string>;
  const fleetBikes = await q<{ n: number }>(`SELECT count(*)::int AS n FROM bikes WHERE owner_id = $1`, [fleetId]);
  // Tags as phones meet them: a sample of the scans (hot tags come up often, UIDs not in the inventory too).
  const uids = (await q<{ uid: string }>(`SELECT uid FROM scans TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 5000`)).map((r) => r.uid);
  // A buyer checks a used bike: one in ten is stolen, the others not (or not in Ritrova at all).
  const serials = (
    await q<{ serial: string }>(
      `(SELECT b.serial_number AS serial FROM theft_reports t JOIN bikes b ON b.id = t.bike_id WHERE t.status = 'open' AND b.serial_number IS NOT NULL LIMIT 50)
       UNION ALL (SELECT serial_number FROM bikes WHERE serial_number IS NOT NULL ORDER BY md5(id::text) LIMIT 400)
       UNION ALL (SELECT 'XZ-' || g FROM generate_series(1, 50) g)`,
    )
  ).map((r) => r.serial);
  return {
    admin: of(adminId),
    owners: owners.map((u) => ({ headers: of(u.id) })),
    fleet: { headers: of(fleetId), bikes: fleetBikes[0]?.n ?? 0 },
    hunters: hunters.map((h) => ({ headers: of(h.id), lat: h.lat, lng: h.lng })),
    bikes: bikes.map((b) => ({ headers: of(b.owner_id), id: b.id })),
    stolenBikes: stolenBikes.map((b) => ({ headers: of(b.owner_id), id: b.id })),
    uids,
    serials,
  };
}

/** Where people look for stolen bikes: the big cities (the place names resolve through places/municipalities.json). */
const CITIES = [
  { name: 'Milano', lat: 45.4642, lng: 9.19 },
  { name: 'Roma', lat: 41.9028, lng: 12.4964 },
  { name: 'Napoli', lat: 40.8518, lng: 14.2681 },
  { name: 'Torino', lat: 45.0703, lng: 7.6869 },
  { name: 'Bologna', lat: 44.4949, lng: 11.3426 },
  { name: 'Padova', lat: 45.4064, lng: 11.8768 },
];

const DEVICE = { deviceType: 'mobile', browser: 'bench', platform: 'Android', language: 'it-IT', timeZone: 'Europe/Rome' };

/** The routes of issue #25 item 8, each as its page or client calls it. */
export function measuredRoutes(f: Fixtures): MeasuredRoute[] {
  const get =
    (url: string, headers: Record<string, string> = {}) =>
    (i: number) => ({ method: 'GET' as const, url, headers, remoteAddress: remoteAddress(i) });
  const as = (list: { headers: Record<string, string> }[], url: (i: number) => string) => (i: number) => ({
    method: 'GET' as const,
    url: url(i),
    headers: pick(list, i).headers,
    remoteAddress: remoteAddress(i),
  });
  const uid = (i: number) => pick(f.uids, i);
  const city = (i: number) => pick(CITIES, i);
  const onBike = (list: { headers: Record<string, string>; id: string }[], path: (id: string) => string) => (i: number) => ({
    method: 'GET' as const,
    url: path(pick(list, i).id),
    headers: pick(list, i).headers,
    remoteAddress: remoteAddress(i),
  });
  return [
    {
      group: 'tag verification',
      name: 'POST /api/tags/verify',
      request: (i) => ({
        method: 'POST',
        url: '/api/tags/verify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ uid: uid(i), deviceInfo: DEVICE, location: { latitude: 45.4642, longitude: 9.19, accuracy: 20 } }),
        remoteAddress: remoteAddress(i),
      }),
    },
    { group: 'tag verification', name: 'GET /api/tags/info/:uid', request: (i) => get(`/api/tags/info/${uid(i)}`)(i) },
    { group: 'tag page', name: 'GET /nfc/verifica?uid=', request: (i) => get(`/nfc/verifica?uid=${uid(i)}`)(i) },
    { group: 'owner dashboard', name: 'GET /api/users/me', request: as(f.owners, () => '/api/users/me') },
    { group: 'owner dashboard', name: 'GET /api/bikes/my-bikes', request: as(f.owners, () => '/api/bikes/my-bikes') },
    { group: 'owner dashboard', name: 'GET /api/user/stats', request: as(f.owners, () => '/api/user/stats') },
    { group: 'owner dashboard', name: 'GET /api/notifications', request: as(f.owners, () => '/api/notifications') },
    { group: `fleet (${f.fleet.bikes} bikes)`, name: 'GET /api/bikes/my-bikes', request: as([f.fleet], () => '/api/bikes/my-bikes') },
    { group: `fleet (${f.fleet.bikes} bikes)`, name: 'GET /api/user/stats', request: as([f.fleet], () => '/api/user/stats') },
    { group: 'bike page', name: 'GET /api/bikes/:id', request: onBike(f.bikes, (id) => `/api/bikes/${id}`) },
    { group: 'bike page', name: 'GET /api/photos/:id/photos', request: onBike(f.bikes, (id) => `/api/photos/${id}/photos`) },
    { group: 'bike page', name: 'GET /api/bikes/:id/maintenance', request: onBike(f.bikes, (id) => `/api/bikes/${id}/maintenance`) },
    { group: 'stolen bike page', name: 'GET /api/bikes/:id', request: onBike(f.stolenBikes, (id) => `/api/bikes/${id}`) },
    { group: 'stolen bike page', name: 'GET /api/bikes/:id/sightings', request: onBike(f.stolenBikes, (id) => `/api/bikes/${id}/sightings`) },
    { group: 'stolen bike page', name: 'GET /api/bikes/:id/theft-facts', request: onBike(f.stolenBikes, (id) => `/api/bikes/${id}/theft-facts`) },
    { group: 'stolen bike page', name: 'GET /api/bikes/:id/reward', request: onBike(f.stolenBikes, (id) => `/api/bikes/${id}/reward`) },
    {
      group: 'hunts near a point',
      name: 'GET /api/hunts?lat=&lng=',
      request: as(f.hunters, (i) => `/api/hunts?lat=${pick(f.hunters, i).lat}&lng=${pick(f.hunters, i).lng}`),
    },
    { group: 'public stolen listing', name: 'GET /api/stolen', request: (i) => get(`/api/stolen?page=${1 + (i % 3)}`)(i) },
    { group: 'public stolen listing', name: 'GET /api/stolen?place=', request: (i) => get(`/api/stolen?place=${encodeURIComponent(city(i).name)}`)(i) },
    {
      group: 'public stolen listing',
      name: 'GET /api/stolen?lat=&lng=&radiusKm=25',
      request: (i) => get(`/api/stolen?lat=${city(i).lat}&lng=${city(i).lng}&radiusKm=25`)(i),
    },
    {
      group: 'stolen check',
      name: 'GET /api/public/stolen?serial=',
      request: (i) => get(`/api/public/stolen?serial=${encodeURIComponent(pick(f.serials, i))}`)(i),
    },
    { group: 'stolen check', name: 'GET /api/public/stolen?uid=', request: (i) => get(`/api/public/stolen?uid=${uid(i)}`)(i) },
    { group: 'admin overview', name: 'GET /api/admin/overview', request: get('/api/admin/overview', f.admin) },
    { group: 'data export', name: 'GET /api/users/me/export (owner)', request: as(f.owners, () => '/api/users/me/export') },
    { group: 'data export', name: 'GET /api/users/me/export (Hunter)', request: as(f.hunters, () => '/api/users/me/export') },
  ];
}
