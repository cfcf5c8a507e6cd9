import type { ScanAuthenticity } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';
import { bikeCardsByIds } from '../bikes/index.ts';
import { huntAlertFactsOf } from '../hunters/index.ts';
import { type AlertSightingRow, alertSightingGroups, alertSightingsByIds, huntReportsByIds } from '../theft-records/index.ts';
import { authenticityOfScans } from '../verification/index.ts';
import type { NotificationListRow, NotificationOwnRow, SightingGroupColumns } from './notification.repository.ts';

/**
 * What the sightings a grouped sighting alert stands for add up to: counted by kind (a finder's report;
 * a scan that is a secure tag's signed tap, someone else's signed in, or anonymous: the owner's own
 * scans count as anonymous), with the latest located one's point. `sightings` newest first.
 */
export function sightingGroupOf(
  sightings: readonly AlertSightingRow[],
  authenticity: (scanId: number | null) => ScanAuthenticity | null,
  ownerId: string | null,
): SightingGroupColumns {
  const scans = sightings.filter((g) => g.source === 'scan');
  const verified = scans.filter((g) => authenticity(g.scan_id) === 'authenticated');
  const unverified = scans.filter((g) => authenticity(g.scan_id) !== 'authenticated');
  const reports = sightings.filter((g) => g.source === 'report');
  const located = sightings.filter((g) => g.latitude !== null);
  const latestLocated = located[0];
  return {
    first_at: sightings.length > 0 ? new Date(Math.min(...sightings.map((g) => g.created_at.getTime()))) : null,
    verified_count: verified.length,
    signed_in_count: unverified.filter((g) => g.reporter_id !== null && ownerId !== null && g.reporter_id !== ownerId).length,
    anonymous_count: unverified.filter((g) => g.reporter_id === null || (ownerId !== null && g.reporter_id === ownerId)).length,
    report_count: reports.length,
    report_photo_count: reports.filter((g) => g.has_photo).length,
    report_note_count: reports.filter((g) => g.note !== null).length,
    place_lat: latestLocated?.latitude ?? null,
    place_lng: latestLocated?.longitude ?? null,
    place_at: latestLocated ? new Date(Math.max(...located.map((g) => g.created_at.getTime()))) : null,
  };
}

/**
 * The alerts with what each is about, asked of its owners by ids, one query each (issue #29 item 1):
 * the bike (bikes), the latest sighting and the sightings a grouped alert stands for (theft-records),
 * their scans' authenticity (verification), and what a hunt alert said (hunters) with the theft's reward
 * (theft-records). In the alerts' order.
 */
export async function withSubjects(db: Db, userId: string, rows: NotificationOwnRow[]): Promise<NotificationListRow[]> {
  if (rows.length === 0) return [];
  const unique = <T>(xs: (T | null)[]) => [...new Set(xs.filter((x): x is T => x !== null))];
  const grouped = rows.filter((n) => n.type === 'sighting' && n.bike_id !== null && n.sighting_id !== null);
  const huntReportIds = unique(rows.filter((n) => n.type === 'hunt_nearby').map((n) => n.theft_report_id));
  const [bikes, latest, groups, huntFacts] = await Promise.all([
    bikeCardsByIds(db, unique(rows.map((n) => n.bike_id))),
    alertSightingsByIds(db, unique(rows.map((n) => n.sighting_id))),
    alertSightingGroups(
      db,
      grouped.map((n) => ({ key: n.id, bikeId: n.bike_id as string, latestSightingId: n.sighting_id as string, count: n.count })),
    ),
    huntAlertFactsOf(db, userId, huntReportIds),
  ]);
  const [authenticity, rewards] = await Promise.all([
    authenticityOfScans(db, unique([...latest, ...groups].map((g) => g.scan_id))),
    huntReportsByIds(db, [...huntFacts.keys()]),
  ]);
  const bikeById = new Map(bikes.map((b) => [b.id, b]));
  const sightingById = new Map(latest.map((g) => [g.id, g]));
  const groupOf = new Map<string, AlertSightingRow[]>();
  for (const g of groups) groupOf.set(g.key, [...(groupOf.get(g.key) ?? []), g]);
  const rewardOf = new Map(rewards.map((r) => [r.id, r.reward_cents]));
  const authenticityOf = (scanId: number | null) => (scanId === null ? null : (authenticity.get(scanId) ?? null));
  return rows.map((n) => {
    const bike = n.bike_id ? bikeById.get(n.bike_id) : undefined;
    const sighting = n.sighting_id ? sightingById.get(n.sighting_id) : undefined;
    const hunt = n.type === 'hunt_nearby' && n.theft_report_id ? huntFacts.get(n.theft_report_id) : undefined;
    return {
      ...n,
      ...sightingGroupOf(n.type === 'sighting' ? (groupOf.get(n.id) ?? []) : [], authenticityOf, bike?.owner_id ?? null),
      bike_name: bike?.name ?? null,
      owner_id: bike?.owner_id ?? null,
      bike_brand: bike?.brand ?? null,
      bike_model: bike?.model ?? null,
      bike_color: bike?.color ?? null,
      source: sighting?.source ?? null,
      reporter_id: sighting?.reporter_id ?? null,
      latitude: sighting?.latitude ?? null,
      note: sighting?.note ?? null,
      authenticity: sighting ? authenticityOf(sighting.scan_id) : null,
      has_photo: sighting?.has_photo ?? false,
      hunt_distance_km: hunt?.distance_km ?? null,
      hunt_place_name: hunt?.place_name ?? null,
      hunt_reward_cents: hunt && n.theft_report_id ? (rewardOf.get(n.theft_report_id) ?? null) : null,
    };
  });
}
