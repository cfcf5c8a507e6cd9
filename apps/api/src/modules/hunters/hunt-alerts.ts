import { formatMoney, type Language, splitReward } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { finderRewardHeadline } from '../../lib/reward-wording.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { approximatePoint, distanceKm, nearestMunicipality, placeName } from '../places/places.ts';
import { type PushMessage, queuePushes, registerPushJobs } from '../push/push.service.ts';
import { italianDate } from '../rewards/business-days.ts';
import { notify } from '../theft/notification.service.ts';
import { isHuntOffered } from './hunt.policy.ts';
import { type AreaWatcherRow, hunterAreaRepository } from './hunter-area.repository.ts';

/** One job per newly funded theft: tells the Hunters whose area holds it. */
export const HUNT_ALERT_QUEUE = 'hunt-alert';
interface HuntAlertJob {
  theftReportId: string;
}

/** The largest radius an area may have (shared HUNTER_AREA_RADIUS.max): the bounding box the candidates are read in. */
const MAX_RADIUS_KM = 100;

/**
 * Queues the alert of a theft whose reward was just funded, in the caller's
 * transaction (rewards/funding.service.ts): it exists only if the funding commits,
 * and its failure, retried by the queue, never touches the payment.
 */
export async function alertHuntersNear(ctx: AppContext, trx: Db, report: { id: string }): Promise<void> {
  await ctx.jobs.send<HuntAlertJob>(HUNT_ALERT_QUEUE, { theftReportId: report.id }, { trx });
}

/** The push: the place, then the reward's headline as every surface says it ("Ricompensa per chi la ritrova: 130 €"). */
const pushTexts: Record<Language, { title: string; body: (place: string, reward: string) => string }> = {
  it: { title: 'Nuova caccia vicino a te', body: (place, reward) => `Bici rubata vicino a ${place}. ${reward}.` },
  en: { title: 'New hunt near you', body: (place, reward) => `Bike stolen near ${place}. ${reward}.` },
  zh: { title: '您附近有新的寻车任务', body: (place, reward) => `${place}附近有一辆自行车被盗。${reward}。` },
};

/** Where a hunt is opened from a mail or a push (the Hunter's hunts, scrolled to this one). */
export const huntPath = (theftReportId: string) => `/hunter/hunts#hunt-${theftReportId}`;

/**
 * The alert itself, in one transaction: for every Hunter (not the owner) whose
 * area holds the theft's approximate place — the 0.01° point Hunters may see, so
 * the area's edge reveals nothing finer — an in-app alert, a mail if they were not
 * mailed yet this Italian day, and a Web Push to each of their browsers. What
 * leaves names only the municipality nearest the approximate point and the
 * Hunter's share: never the exact point, never the owner. A theft without a
 * place, or no longer on offer, reaches nobody. Returns how many were told.
 */
export async function runHuntAlert(ctx: AppContext, theftReportId: string): Promise<number> {
  return runTransaction(ctx.db, async (trx) => {
    const report = await hunterAreaRepository.findTheft(trx, theftReportId);
    if (!report || !isHuntOffered(report) || report.place_lat === null || report.place_lng === null) return 0;
    const point = approximatePoint({ lat: report.place_lat, lng: report.place_lng });
    const town = nearestMunicipality(point);
    const candidates = await hunterAreaRepository.listAround(trx, point, MAX_RADIUS_KM);
    const watchers = candidates.filter((a) => a.user_id !== report.owner_id && distanceKm({ lat: a.lat, lng: a.lng }, point) <= a.radius_km);
    if (watchers.length === 0) return 0;

    const now = ctx.clock.now();
    const day = italianDate(now);
    const share = splitReward(report.reward_cents).share;
    const place = (language: Language) => (town ? placeName(town) : language === 'it' ? 'te' : language === 'en' ? 'you' : '您');
    const byId = new Map<string, AreaWatcherRow>();
    for (const w of watchers) {
      byId.set(w.user_id, w);
      await notify(trx, { userId: w.user_id, type: 'hunt_nearby', at: now, bikeId: report.bike_id, theftReportId: report.id });
      if (w.email_verified && (await hunterAreaRepository.claimMailDay(trx, w.user_id, day, now))) {
        await ctx.jobs.sendMail(
          {
            template: 'huntNearby',
            language: w.language,
            to: w.email,
            params: { nome: w.nome, link: `${ctx.config.publicUrl}${huntPath(report.id)}`, place: place(w.language), amount: formatMoney(share, w.language) },
          },
          { trx },
        );
      }
    }
    await queuePushes(ctx, trx, [...byId.keys()], (userId): PushMessage => {
      const language = byId.get(userId)?.language ?? 'it';
      const texts = pushTexts[language];
      return {
        title: texts.title,
        body: texts.body(place(language), finderRewardHeadline(share, language)),
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
