import type { Language } from '@ritrova/shared';
import type { PushMessage } from '../push/index.ts';

/** What the owner's push about a sighting tells: the bike's name, when (at send time) and the municipality, if the finder gave a place. */
export interface SightingPushFacts {
  bikeId: string;
  bikeName: string;
  /** The municipality nearest the sighting, as the owner's pages name it ("Milano (MI)"); null without a place. */
  place: string | null;
  sightedAt: Date;
  /** The application's clock when the push is sent: "2 minuti fa" is counted from it. */
  now: Date;
}

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-IE', zh: 'zh-CN' };

const texts: Record<Language, { title: (bike: string) => string; justNow: string; body: (when: string, place: string | null) => string }> = {
  it: {
    title: (bike) => `La tua bici “${bike}” è stata avvistata`,
    justNow: 'adesso',
    body: (when, place) => (place ? `Avvistata ${when} vicino a ${place}. Apri per vedere dove e quando.` : `Avvistata ${when}. Apri per vedere i dettagli.`),
  },
  en: {
    title: (bike) => `Your bike “${bike}” was sighted`,
    justNow: 'just now',
    body: (when, place) => (place ? `Sighted ${when} near ${place}. Open to see where and when.` : `Sighted ${when}. Open to see the details.`),
  },
  zh: {
    title: (bike) => `您的自行车“${bike}”被人看到了`,
    justNow: '刚刚',
    body: (when, place) => (place ? `${when}在${place}附近被看到。打开查看时间和地点。` : `${when}被看到。打开查看详情。`),
  },
};

/** How long ago, in the reader's language: "adesso" under a minute, then "2 minuti fa", "3 ore fa", "2 giorni fa". */
export function timeAgo(at: Date, now: Date, language: Language): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return texts[language].justNow;
  const format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'always' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? format.format(-hours, 'hour') : format.format(-Math.floor(hours / 24), 'day');
}

/** Where the push opens: the bike's page at its sightings (the anchor the in-app alert links, notification-view.ts). */
export const sightingsPath = (bikeId: string) => `/bikes/${bikeId}#sightings-heading`;

/**
 * The owner's push about their stolen bike's sightings, in their language: tagged per bike, so that the
 * phone replaces the bike's earlier notification rather than stacking another. Nothing beyond what the
 * owner's own page shows (no note, no point, no finder).
 */
export function sightingPushMessage(facts: SightingPushFacts, language: Language): PushMessage {
  const t = texts[language];
  return {
    title: t.title(facts.bikeName),
    body: t.body(timeAgo(facts.sightedAt, facts.now, language), facts.place),
    url: sightingsPath(facts.bikeId),
    tag: `sighting-${facts.bikeId}`,
  };
}
