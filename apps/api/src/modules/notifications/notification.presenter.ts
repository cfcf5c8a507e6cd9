import { type AppNotification, type NotificationTone, splitReward } from '@ritrova/shared';
import type { NotificationType } from '../../db/schema.ts';
import { huntBikeLabel } from '../hunters/index.ts';
import { nearestMunicipality, placeName } from '../places/index.ts';
import type { NotificationListRow } from './notification.repository.ts';

/**
 * How each alert is shown, in one place: only a theft (a sighting of the owner's stolen bike, a new
 * theft near a Hunter) is an alarm; money that
 * arrived (paid into escrow, released to the Hunter, paid out) is good news; a dispute asks for
 * attention; a message, the refund notice and a refund are information. A new type must be given
 * its tone here (the record is exhaustive).
 */
export const notificationTones: Record<NotificationType, NotificationTone> = {
  sighting: 'alert',
  message: 'info',
  reward_funded: 'success',
  reward_released: 'success',
  payout_paid: 'success',
  expiry_notice: 'info',
  reward_refunded: 'info',
  dispute: 'warning',
  hunt_nearby: 'alert',
};

/** The kind of a sighting as the owner tells them apart; the owner's own scans are nobody else's: anonymous. */
function sightingKind(row: Pick<NotificationListRow, 'authenticity' | 'reporter_id' | 'owner_id'>): 'verified_presence' | 'signed_in' | 'anonymous' {
  if (row.authenticity === 'authenticated') return 'verified_presence';
  return row.reporter_id !== null && row.reporter_id !== row.owner_id ? 'signed_in' : 'anonymous';
}

/** The grouped sightings' figures, and their latest point named by the nearest municipality. */
function sightingGroup(row: NotificationListRow): AppNotification['group'] {
  if (row.type !== 'sighting' || row.first_at === null) return null;
  const municipality = row.place_lat !== null && row.place_lng !== null ? nearestMunicipality({ lat: row.place_lat, lng: row.place_lng }) : undefined;
  return {
    firstAt: new Date(row.first_at).toISOString(),
    kinds: {
      verifiedPresence: row.verified_count ?? 0,
      hunterScan: row.signed_in_count ?? 0,
      anonymousScan: row.anonymous_count ?? 0,
      report: row.report_count ?? 0,
    },
    reportsWithPhoto: row.report_photo_count ?? 0,
    reportsWithNote: row.report_note_count ?? 0,
    latest: { note: row.note !== null, photo: Boolean(row.has_photo) },
    place: municipality && row.place_at ? { name: placeName(municipality), at: new Date(row.place_at).toISOString() } : null,
  };
}

/** A hunt alert's facts: the bike, the finder's share, the distance from the Hunter's area and the municipality. */
function huntFacts(row: NotificationListRow): AppNotification['hunt'] {
  if (row.type !== 'hunt_nearby' || row.hunt_distance_km === null || row.hunt_reward_cents === null) return null;
  return {
    bike: huntBikeLabel({ brand: row.bike_brand, model: row.bike_model, color: row.bike_color }),
    rewardCents: splitReward(row.hunt_reward_cents).share,
    distanceKm: row.hunt_distance_km,
    placeName: row.hunt_place_name,
  };
}

/** One alert as its user sees it. */
export function presentNotification(row: NotificationListRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
    bikeId: row.bike_id,
    bikeName: row.bike_name,
    theftReportId: row.theft_report_id,
    sightingId: row.sighting_id,
    conversationId: row.conversation_id,
    count: row.count,
    sighting: row.source ? { source: row.source, kind: sightingKind(row), located: row.latitude !== null } : null,
    tone: notificationTones[row.type],
    group: sightingGroup(row),
    hunt: huntFacts(row),
  };
}
