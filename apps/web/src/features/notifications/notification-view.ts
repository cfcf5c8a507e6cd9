import { type AppNotification, formatMoney, type Language, type NotificationTone } from '@ritrova/shared';
import type { TFunction } from 'i18next';
import { conversationPath, paths } from '@/app/paths';

/** Where an alert leads, and the key (under `item`) of the link's words. */
export interface NotificationLink {
  to: string;
  label: 'open_bike' | 'open_sightings' | 'open_conversation' | 'open_messages' | 'open_rewards' | 'open_hunts';
}

/** The id of the bike page's sightings heading: a sighting alert opens the page there. */
export const SIGHTINGS_SECTION_ID = 'sightings-heading';

/**
 * A message opens its conversation; a released reward or a paid payout (only
 * ever a Hunter's) opens their rewards; a new theft near a Hunter opens the
 * hunts; a sighting opens the bike page at its sightings; everything else opens
 * the bike it is about, when it names one (the server names it only to the bike's owner).
 */
export function notificationLink(notification: Pick<AppNotification, 'type' | 'bikeId' | 'conversationId' | 'theftReportId'>): NotificationLink | null {
  if (notification.type === 'message') {
    return notification.conversationId
      ? { to: conversationPath(notification.conversationId), label: 'open_conversation' }
      : { to: paths.messages, label: 'open_messages' };
  }
  if (notification.type === 'payout_paid' || notification.type === 'reward_released') return { to: paths.hunter.rewards, label: 'open_rewards' };
  if (notification.type === 'hunt_nearby') {
    // The hunt itself on the hunts page (its card's anchor, as the mail and the push link it), else the page.
    return { to: notification.theftReportId ? `${paths.hunter.hunts}#hunt-${notification.theftReportId}` : paths.hunter.hunts, label: 'open_hunts' };
  }
  if (!notification.bikeId) return null;
  if (notification.type === 'sighting') return { to: `${paths.bike(notification.bikeId)}#${SIGHTINGS_SECTION_ID}`, label: 'open_sightings' };
  return { to: paths.bike(notification.bikeId), label: 'open_bike' };
}

/**
 * The key (under `item`) of the alert's sentence: with the bike's name, or the
 * form without it; a sighting alert standing for several, without the grouped
 * figures (an older answer), says how many.
 */
export function notificationTextKey(notification: Pick<AppNotification, 'type' | 'bikeName' | 'count' | 'group'> & { hunt?: AppNotification['hunt'] }) {
  if (notification.hunt) return notification.hunt.placeName ? 'hunt_nearby_facts' : 'hunt_nearby_facts_unnamed';
  if (notification.type === 'sighting' && notification.count > 1 && !notification.group)
    return notification.bikeName ? 'sighting_many' : 'sighting_unnamed_many';
  return notification.bikeName ? notification.type : (`${notification.type}_unnamed` as const);
}

/**
 * The words a hunt alert's sentence fills in: the bike, the distance ("3,4 km"), the municipality
 * and the finder's amount, each formatted in the reader's language (amounts by `formatMoney`).
 */
export function huntAlertParams(hunt: NonNullable<AppNotification['hunt']>, language: Language) {
  const distance = `${new Intl.NumberFormat(language === 'it' ? 'it-IT' : language === 'en' ? 'en-IE' : 'zh-CN', { maximumFractionDigits: 1 }).format(hunt.distanceKm)} km`;
  return { bike: hunt.bike, distance, place: hunt.placeName ?? '', amount: formatMoney(hunt.rewardCents, language) };
}

/** How each tone looks: only a theft is in the alert colour (and only its accent); good news is green. */
export interface ToneStyle {
  /** The unread entry's left accent. */
  accent: string;
  /** The icon's colour. */
  icon: string;
  /** The badge tone of the "new" label. */
  badge: 'red' | 'yellow' | 'green' | 'blue';
}

export const toneStyles: Record<NotificationTone, ToneStyle> = {
  alert: { accent: 'border-l-red-700', icon: 'text-red-700', badge: 'red' },
  warning: { accent: 'border-l-amber-600', icon: 'text-amber-700', badge: 'yellow' },
  success: { accent: 'border-l-brand-700', icon: 'text-brand-700', badge: 'green' },
  info: { accent: 'border-l-sky-700', icon: 'text-sky-700', badge: 'blue' },
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "10 minuti fa", "ieri", "now": a past moment relative to `now`, in the language (Intl.RelativeTimeFormat). */
export function relativeTime(iso: string, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return format.format(0, 'second');
  if (abs < HOUR) return format.format(Math.round(seconds / MINUTE), 'minute');
  if (abs < DAY) return format.format(Math.round(seconds / HOUR), 'hour');
  if (abs < 30 * DAY) return format.format(Math.round(seconds / DAY), 'day');
  return format.format(Math.round(seconds / (30 * DAY)), 'month');
}

/** The calendar day of a moment in a time zone (the reader's own by default), as days since 1970. */
function dayNumber(at: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / (DAY * 1000);
}

/** Words of one sighting alert: the summary line, the last known place when the latest had none, and the kinds. */
export interface SightingGroupText {
  summary: string;
  lastPlace: string | null;
  kinds: { key: 'verifiedPresence' | 'hunterScan' | 'anonymousScan' | 'report' | 'withPhoto' | 'withNote'; text: string }[];
  latestPhoto: string | null;
}

/**
 * "5 avvistamenti da ieri, l'ultimo 10 minuti fa vicino a Milano (MI)": how many, since when (today,
 * yesterday or a date), how long ago the latest was and where (the latest located one's municipality,
 * named by the server); then how many of each kind, and which reports came with a photo or a note.
 * `t` is the notifications namespace's; `timeZone` is for tests (the reader's own otherwise).
 */
export function sightingGroupText(
  notification: Pick<AppNotification, 'count' | 'createdAt' | 'group'>,
  t: TFunction<'notifications'>,
  language: string,
  now: Date,
  timeZone?: string,
): SightingGroupText | null {
  const { group, count } = notification;
  if (!group) return null;
  const days = dayNumber(now, timeZone) - dayNumber(new Date(group.firstAt), timeZone);
  const since =
    days <= 0
      ? t('item.group.since.today')
      : days === 1
        ? t('item.group.since.yesterday')
        : t('item.group.since.date', {
            date: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone }).format(new Date(group.firstAt)),
          });
  const time = relativeTime(notification.createdAt, now, language);
  const placeIsLatest = group.place !== null && group.place.at === notification.createdAt;
  const summary = placeIsLatest
    ? t('item.group.summary_place', { count, since, time, place: group.place?.name })
    : t('item.group.summary', { count, since, time });
  const lastPlace =
    group.place && !placeIsLatest ? t('item.group.last_place', { place: group.place.name, time: relativeTime(group.place.at, now, language) }) : null;
  const kinds: SightingGroupText['kinds'] = [];
  for (const key of ['verifiedPresence', 'hunterScan', 'anonymousScan', 'report'] as const) {
    if (group.kinds[key] > 0) kinds.push({ key, text: t(`item.group.kind.${key}`, { count: group.kinds[key] }) });
  }
  if (group.reportsWithPhoto > 0) kinds.push({ key: 'withPhoto', text: t('item.group.with_photo', { count: group.reportsWithPhoto }) });
  if (group.reportsWithNote > 0) kinds.push({ key: 'withNote', text: t('item.group.with_note', { count: group.reportsWithNote }) });
  const latestPhoto = group.latest.photo ? t('item.group.latest_photo') : null;
  return { summary, lastPlace, kinds, latestPhoto };
}
