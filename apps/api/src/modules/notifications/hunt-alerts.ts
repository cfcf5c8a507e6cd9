import { formatMoney, type Language, splitReward } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { italianDate } from '../../lib/business-days.ts';
import { finderRewardHeadline } from '../../lib/reward-wording.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { areasAround, claimHuntAlert, claimHuntMailDay, huntBikeLabel, isHuntOffered, theftForHuntAlert } from '../hunters/index.ts';
import { approximatePoint, distanceKm, nearestMunicipality, placeName } from '../places/index.ts';
import { type PushMessage, queuePushes, registerPushJobs } from '../push/index.ts';
import { notify } from './notification.service.ts';

/** One job per newly funded theft: tells the Hunters whose area holds it. */
export const HUNT_ALERT_QUEUE = 'hunt-alert';
interface HuntAlertJob {
  theftReportId: string;
}

/** The largest radius an area may have (shared HUNTER_AREA_RADIUS.max): the bounding box the candidates are read in. */
const MAX_RADIUS_KM = 100;

/**
 * Queues the alert of a theft that may have entered Hunters' areas — its reward was just funded
 * (rewards/funding.service.ts), or its place was set or moved (theft/theft.service.ts editTheftFacts) —
 * in the caller's transaction: it exists only if that change commits, and its failure, retried by
 * the queue, never touches the payment or the facts.
 */
export async function alertHuntersNear(ctx: AppContext, trx: Db, report: { id: string }): Promise<void> {
  await ctx.jobs.send<HuntAlertJob>(HUNT_ALERT_QUEUE, { theftReportId: report.id }, { trx });
}

/** A distance as the reader's language writes it, to a tenth of a km ("3,4 km"). */
export function formatDistanceKm(km: number, language: Language): string {
  const n = new Intl.NumberFormat(language === 'it' ? 'it-IT' : language === 'en' ? 'en-IE' : 'zh-CN', { maximumFractionDigits: 1 }).format(km);
  return `${n} km`;
}

/** What a Hunter's alert says, in their language: the bike, how far, where, and what the finder receives. */
export interface HuntAlertFacts {
  bike: string;
  distance: string;
  place: string;
  amount: string;
}

/** The push: the bike, how far, where, then the reward's headline as every surface says it ("Ricompensa per chi la ritrova: 130 €"). */
const pushTexts: Record<Language, { title: string; body: (f: HuntAlertFacts & { reward: string }) => string; somewhere: string }> = {
  it: {
    title: 'Nuova caccia vicino a te',
    body: (f) => `${f.bike} rubata a ${f.distance}, a ${f.place}. ${f.reward}.`,
    somewhere: 'nella tua zona',
  },
  en: {
    title: 'New hunt near you',
    body: (f) => `${f.bike} stolen ${f.distance} away, in ${f.place}. ${f.reward}.`,
    somewhere: 'your area',
  },
  zh: { title: '您附近有新的寻车任务', body: (f) => `${f.bike}在${f.place}被盗，距您 ${f.distance}。${f.reward}。`, somewhere: '您的区域' },
};

/** Where a hunt is opened from a mail or a push (the Hunter's hunts, scrolled to this one). */
export const huntPath = (theftReportId: string) => `/hunter/hunts#hunt-${theftReportId}`;

/**
 * The alert itself, in one transaction: for every Hunter (not the owner) whose
 * area holds the theft's approximate place — the 0.01° point Hunters may see, so
 * the area's edge reveals nothing finer — and who was never alerted about this
 * theft, an in-app alert, a mail if they were not mailed yet this Italian day,
 * and a Web Push to each of their browsers. It runs whenever a funded theft may
 * have entered an area: at the funding, and when its place is set or moved
 * afterwards; `hunt_alert_recipients` makes it once per theft and Hunter. What
 * leaves names the bike (brand, model, colour: what a Hunter recognises in the
 * street), the distance from the area's centre, the municipality nearest the
 * approximate point and the Hunter's share: never the exact point, never the
 * owner. A theft without a place, or no longer on offer, reaches nobody. Returns
 * how many were told.
 */
export async function runHuntAlert(ctx: AppContext, theftReportId: string): Promise<number> {
  return runTransaction(ctx.db, async (trx) => {
    const report = await theftForHuntAlert(trx, theftReportId);
    if (!report || !isHuntOffered(report) || report.place_lat === null || report.place_lng === null) return 0;
    const point = approximatePoint({ lat: report.place_lat, lng: report.place_lng });
    const town = nearestMunicipality(point);
    const townName = town ? placeName(town) : null;
    const candidates = await areasAround(trx, point, MAX_RADIUS_KM);
    const now = ctx.clock.now();
    const inArea = candidates
      .filter((a) => a.user_id !== report.owner_id)
      .map((a) => ({ ...a, distance: Math.round(distanceKm({ lat: a.lat, lng: a.lng }, point) * 10) / 10 }))
      .filter((a) => distanceKm({ lat: a.lat, lng: a.lng }, point) <= a.radius_km);
    // Once per theft and Hunter, whoever runs this at the same time: the row is the claim.
    const watchers: Array<(typeof inArea)[number]> = [];
    for (const w of inArea) {
      if (await claimHuntAlert(trx, { theftReportId: report.id, userId: w.user_id, distanceKm: w.distance, placeName: townName, at: now })) {
        watchers.push(w);
      }
    }
    if (watchers.length === 0) return 0;

    const day = italianDate(now);
    const share = splitReward(report.reward_cents).share;
    const factsFor = (language: Language, distance: number): HuntAlertFacts => ({
      bike: huntBikeLabel(report),
      distance: formatDistanceKm(distance, language),
      place: townName ?? pushTexts[language].somewhere,
      amount: formatMoney(share, language),
    });
    const byId = new Map<string, (typeof watchers)[number]>();
    for (const w of watchers) {
      byId.set(w.user_id, w);
      await notify(trx, { userId: w.user_id, type: 'hunt_nearby', at: now, bikeId: report.bike_id, theftReportId: report.id });
      if (w.email_verified && (await claimHuntMailDay(trx, w.user_id, day, now))) {
        const facts = factsFor(w.language, w.distance);
        await ctx.jobs.sendMail(
          {
            template: 'huntNearby',
            language: w.language,
            to: w.email,
            params: { nome: w.nome, link: `${ctx.config.publicUrl}${huntPath(report.id)}`, ...facts },
          },
          { trx },
        );
      }
    }
    await queuePushes(ctx, trx, [...byId.keys()], (userId): PushMessage => {
      const w = byId.get(userId);
      const language = w?.language ?? 'it';
      const texts = pushTexts[language];
      return {
        title: texts.title,
        body: texts.body({ ...factsFor(language, w?.distance ?? 0), reward: finderRewardHeadline(share, language) }),
        url: huntPath(report.id),
        tag: `hunt-${report.id}`,
      };
    });
    return watchers.length;
  });
}

/** Declares the alert and push queues and, in a worker, their handlers (bootstrap.ts). */
export async function registerHuntAlerts(ctx: AppContext): Promise<void> {
  await ctx.jobs.register<HuntAlertJob>(HUNT_ALERT_QUEUE, async (job) => {
    await runHuntAlert(ctx, job.theftReportId);
  });
  await registerPushJobs(ctx);
}
