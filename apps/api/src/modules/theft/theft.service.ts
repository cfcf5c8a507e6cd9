import {
  FieldValidationError,
  fieldError,
  type Language,
  type Location,
  roleBadgeOf,
  type Sighting,
  type SightingReport,
  type TheftFacts,
  type TheftFactsInput,
} from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { BikeRow } from '../bikes/index.ts';
import { bikeNotFound, canEditBike, canViewBike, findBike, lockBike, saveBike } from '../bikes/index.ts';
import { conversationsOfSightings } from '../messages/index.ts';
import { admitSightingAlert, alertHuntersNear, alertOwnerOfSighting, type SightingReads, withdrawSightingAlert } from '../notifications/index.ts';
import { closeCheckouts, lockTheft, openPayment, settleRecovery, startCheckout } from '../rewards/index.ts';
import {
  admitSightingPhoto,
  insertSightingPhoto,
  ownerTheftFacts,
  presentSightingPhoto,
  type SightingPhotoFile,
  type StoredSightingPhoto,
  sightingRepository,
  storeSightingPhoto,
  theftFactsColumns,
  theftRepository,
} from '../theft-records/index.ts';
import { cancelPendingTransfersOf } from '../transfers/index.ts';
import type { UserRow } from '../users/index.ts';
import { liveUsersByIds, publicName } from '../users/index.ts';
import { authenticityOfScans, loadTagView, scanOfBike } from '../verification/index.ts';

/**
 * Reports a bike stolen: opens a theft report with the reward (integer cents)
 * and the theft's facts (all optional; when defaults to now), and cancels a
 * transfer of the bike that was waiting. A reward above zero awaits payment: a
 * payment is opened and its checkout URL answered (the bike shows as stolen
 * with the reward "awaiting payment" until it is paid).
 */
export async function reportStolen(
  ctx: AppContext,
  actor: UserRow,
  bikeId: string,
  rewardCents: number,
  log?: { error(obj: unknown, msg: string): void },
  facts: TheftFactsInput = {},
): Promise<{ bike: BikeRow; paymentUrl: string | null }> {
  const now = ctx.clock.now();
  // The facts are checked before anything is locked: a refused field changes nothing.
  const factColumns = theftFactsColumns(facts, { now, reportedAt: now, defaultStolenAt: now });
  // Lock order (rewards/lock-order.ts): the bike, then the new report and its payment.
  const { bike, payment } = await runTransaction(ctx.db, async (trx) => {
    const bike = isUuid(bikeId) ? await lockBike(trx, bikeId) : undefined;
    if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
    if (bike.status === 'stolen') throw new AppError(409, 'BIKE_ALREADY_STOLEN', 'This bike is already reported stolen');
    const report = await theftRepository.insertReport(trx, {
      bike_id: bike.id,
      owner_id: actor.id,
      reward_cents: rewardCents,
      reward_status: rewardCents > 0 ? 'awaiting_payment' : 'none',
      ...factColumns,
      created_at: now,
    });
    await cancelPendingTransfersOf(trx, bike.id, now);
    const payment = rewardCents > 0 ? (await openPayment(trx, report, ctx.payments.name)).payment : null;
    return { bike: await saveBike(trx, bike.id, { status: 'stolen' }, now), payment };
  });
  const paymentUrl = payment ? await startCheckout(ctx, payment, actor, bike.name, log) : null;
  return { bike, paymentUrl };
}

/**
 * Marks a stolen bike recovered and closes its theft report, crediting the
 * Hunter who returned it (a funded reward is released to them) or nobody.
 */
export async function reportRecovered(ctx: AppContext, actor: UserRow, bikeId: string, returnedBy: string | null = null): Promise<BikeRow> {
  const now = ctx.clock.now();
  // Lock order (rewards/lock-order.ts): the bike, then its open report and the report's payments.
  const { bike, cancelled } = await runTransaction(ctx.db, async (trx) => {
    const bike = isUuid(bikeId) ? await lockBike(trx, bikeId) : undefined;
    if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
    if (bike.status !== 'stolen') throw new AppError(409, 'BIKE_NOT_STOLEN', 'This bike is not reported stolen');
    const locked = await lockTheft(trx, { openReportOfBike: bike.id }, { payments: true });
    const cancelled = locked ? await settleRecovery(ctx, trx, { report: locked.report, bike, returnedBy, at: now }) : [];
    return { bike: await saveBike(trx, bike.id, { status: 'recovered' }, now), cancelled };
  });
  await closeCheckouts(ctx, cancelled);
  return bike;
}

/**
 * The facts of the bike's newest theft, for its owner (or an admin): exactly as given; null when the
 * bike was never reported stolen by its present owner.
 */
export async function theftFactsOf(ctx: AppContext, actor: UserRow, bikeId: string): Promise<{ facts: TheftFacts; open: boolean } | null> {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canViewBike(actor, bike) || !bike.owner_id) throw bikeNotFound();
  const report = await theftRepository.latestReportOf(ctx.db, bike.id, bike.owner_id);
  return report ? { facts: ownerTheftFacts(report), open: report.status === 'open' } : null;
}

/**
 * Replaces the theft's facts while the bike is stolen (the owner only): what is left out is
 * cleared, except the time, which stays. The time must still be before the report was made.
 */
export async function editTheftFacts(ctx: AppContext, actor: UserRow, bikeId: string, facts: TheftFactsInput): Promise<TheftFacts> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    // Lock order (rewards/lock-order.ts): the bike, then its open report.
    const bike = isUuid(bikeId) ? await lockBike(trx, bikeId) : undefined;
    if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
    const locked = bike.status === 'stolen' ? await lockTheft(trx, { openReportOfBike: bike.id }) : undefined;
    if (!locked) throw new AppError(409, 'BIKE_NOT_STOLEN', "The theft's facts can be changed only while the bike is reported stolen");
    const columns = theftFactsColumns(facts, { now, reportedAt: locked.report.created_at, defaultStolenAt: locked.report.stolen_at });
    const updated = await theftRepository.updateFacts(trx, locked.report.id, columns);
    // A funded theft whose place was set or moved may have entered Hunters' areas (each is told once).
    const moved = updated.place_lat !== locked.report.place_lat || updated.place_lng !== locked.report.place_lng;
    if (moved && updated.place_lat !== null && updated.reward_status === 'funded') await alertHuntersNear(ctx, trx, updated);
    return ownerTheftFacts(updated);
  });
}

/**
 * Withdraws the sighting a scan made when that scan turns out to be the owner's own (the tag page the
 * server rendered learns it once interactive): the sighting goes, and with it its part of her unread
 * alert. NOTE: a mail about it may have been queued already (the first of a window goes at once).
 */
export async function withdrawScanSighting(trx: Db, scan: { scanId: number; ownerId: string }): Promise<void> {
  const sighting = await sightingRepository.findByScan(trx, scan.scanId);
  if (!sighting) return;
  if (sighting.notified) {
    const previous = await sightingRepository.latestNotifiedOther(trx, sighting.bike_id, sighting.id);
    await withdrawSightingAlert(trx, { userId: scan.ownerId, bikeId: sighting.bike_id, sightingId: sighting.id, previous });
  }
  await sightingRepository.delete(trx, sighting.id);
}

/** What the sighting alerts (notifications/sighting-alerts.ts) read of the sightings: handed to them, never imported. */
export const sightingReads: SightingReads = {
  countAnonymousAlertsSince: (db, bikeId, since) => sightingRepository.countAnonymousAlertsSince(db, bikeId, since),
  latestNotifiedSince: (db, bikeId, since) => sightingRepository.latestNotifiedSince(db, bikeId, since),
};

export interface SightingInput {
  theftReportId: string;
  bikeId: string;
  ownerId: string;
  source: 'scan' | 'report';
  scanId?: number | null;
  reporterId?: string | null;
  location?: Location | undefined;
  shareExact?: boolean;
  note?: string | undefined;
  contactConsent?: boolean;
  contactEmail?: string | undefined;
  /** The finder's language (the page's, or the browser's): an anonymous finder's relayed mails are in it (issue #27). */
  contactLanguage?: Language | null | undefined;
  /** The time of the sighting (the application's clock): it dates the rows, the budget and mail windows count from it. */
  now: Date;
  /** The anonymous client a scan came from (its network under the day's key), so that its next scans within 10 minutes make none. */
  clientKey?: string | null;
  /** A secure tag's genuine tap made it: someone was at the bike (mailed promptly, outside the anonymous budget). */
  verifiedPresence?: boolean;
}

/**
 * Records a sighting of a stolen bike in the caller's transaction and alerts its owner by the rules of
 * sighting-alerts.ts: within the bike's hourly budget of anonymous reports, the in-app alert and a mail
 * (at once, or in the one at its window's end, queued in the same transaction); beyond it, nothing.
 */
export async function recordSighting(ctx: AppContext, db: Db, input: SightingInput): Promise<{ sightingId: string; notified: boolean }> {
  const forAlerts = {
    bikeId: input.bikeId,
    ownerId: input.ownerId,
    reporterId: input.reporterId ?? null,
    verifiedPresence: input.verifiedPresence ?? false,
    now: input.now,
  };
  // The bike's window is locked first: its sightings are counted and alerted one at a time.
  const state = await admitSightingAlert(db, forAlerts, sightingReads);
  const sightingId = await sightingRepository.insert(db, {
    theft_report_id: input.theftReportId,
    bike_id: input.bikeId,
    scan_id: input.scanId ?? null,
    reporter_id: input.reporterId ?? null,
    source: input.source,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
    accuracy: input.location?.accuracy ?? null,
    share_exact: input.shareExact ?? false,
    note: input.note || null,
    contact_consent: input.contactConsent ?? false,
    contact_email: input.contactConsent ? (input.contactEmail ?? null) : null,
    contact_language: input.contactConsent ? (input.contactLanguage ?? null) : null,
    created_at: input.now,
    client_key: input.clientKey ?? null,
    notified: state.notify,
  });
  await alertOwnerOfSighting(ctx, db, state, { ...forAlerts, sightingId });
  return { sightingId, notified: state.notify };
}

/** Who reports a sighting: the signed-in finder (or nobody), the client the limits count, and the photo if one came. */
export interface SightingReporter {
  reporterId: string | null;
  /** The client's key (lib/client-network.ts `clientKey`: its network under the day's key): a photo counts against its hourly limit. */
  clientKey: string;
  photo?: SightingPhotoFile | null;
  /** The visitor's language: kept with an anonymous finder's consent to be contacted (their mails are in it). */
  language?: Language;
}

/**
 * Consent to be contacted means a way to reach the finder: a signed-in finder is reached through
 * their account (never asked for an e-mail Ritrova has, issue #27); an anonymous one gives an address.
 */
export function requireContactAddress(report: { contactConsent: boolean; contactEmail?: string | undefined }, reporterId: string | null): void {
  if (reporterId === null && report.contactConsent && report.contactEmail === undefined) {
    throw new FieldValidationError([fieldError('contactEmail', 'validation.required')]);
  }
}

/**
 * A finder's report of a stolen bike (`POST /api/sightings`, or a form posted
 * to the server). In order: the tag must be a stolen bike's; a photo passes the
 * cheap checks (hourly limit, size, magic bytes, header) before it is decoded,
 * processed and stored; the sighting, its photo and the owner's alert and mail
 * are written in one transaction (the photo's files are removed if it fails).
 */
export async function reportSighting(ctx: AppContext, report: SightingReport, by: SightingReporter): Promise<{ sightingId: string }> {
  requireContactAddress(report, by.reporterId);
  const view = await loadTagView(ctx.db, report.uid);
  if (view.status === 'unregistered') throw new AppError(404, 'TAG_NOT_FOUND', 'Tag non trovato');
  if (view.status !== 'stolen' || !view.theftReportId || !view.bikeId || !view.ownerId) {
    throw new AppError(409, 'BIKE_NOT_STOLEN', 'This bike is not reported stolen');
  }
  const { theftReportId, bikeId, ownerId } = view;
  let photo: StoredSightingPhoto | null = null;
  if (by.photo) {
    await admitSightingPhoto(ctx, by.clientKey, by.photo);
    photo = await storeSightingPhoto(ctx, bikeId, by.photo);
  }
  const scanId = report.scanId && /^\d{1,18}$/.test(report.scanId) ? Number(report.scanId) : null;
  const sightingId = await saveReportedSighting(
    ctx,
    { theftReportId, bikeId, ownerId },
    { ...report, contactLanguage: by.language ?? null },
    by.reporterId,
    photo,
    // Only a scan of this very bike can be linked to the report.
    async (trx) => (scanId ? await scanOfBike(trx, scanId, bikeId) : undefined),
  );
  return { sightingId };
}

/**
 * Writes a reported sighting (with or without a tag), its photo and the owner's alert and mail in one
 * transaction (the stored photo's files removed if it fails). `scanOf`, run in the transaction, gives
 * the scan the report follows (none without it).
 */
export async function saveReportedSighting(
  ctx: AppContext,
  theft: Pick<SightingInput, 'theftReportId' | 'bikeId' | 'ownerId'>,
  report: Pick<SightingInput, 'location' | 'shareExact' | 'note' | 'contactConsent' | 'contactEmail' | 'contactLanguage'>,
  reporterId: string | null,
  photo: StoredSightingPhoto | null,
  scanOf?: (trx: Db) => Promise<number | null | undefined>,
): Promise<string> {
  const now = ctx.clock.now();
  let sightingId: string;
  try {
    sightingId = await runTransaction(ctx.db, async (trx) => {
      const linkedScanId = scanOf ? await scanOf(trx) : undefined;
      const { sightingId } = await recordSighting(ctx, trx, {
        ...theft,
        source: 'report',
        scanId: linkedScanId ?? null,
        reporterId,
        location: report.location,
        shareExact: report.shareExact,
        note: report.note,
        contactConsent: report.contactConsent,
        contactEmail: report.contactEmail,
        contactLanguage: report.contactLanguage,
        now,
      });
      if (photo) await insertSightingPhoto(trx, sightingId, photo, now);
      return sightingId;
    });
  } catch (err) {
    await photo?.discard();
    throw err;
  }
  return sightingId;
}

/** ~100 m: three decimals of a degree of latitude are 111 m. */
const approximate = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The sightings of a bike, for its owner: the point rounded to ~100 m unless
 * the finder shared it exactly; a photo by links that expire in about an hour.
 */
export async function listSightings(ctx: AppContext, actor: UserRow, bikeId: string): Promise<Sighting[]> {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canViewBike(actor, bike)) throw bikeNotFound();
  const sightings = await sightingRepository.listOfBike(ctx.db, bike.id);
  // The reporters (users), the finders' conversations (messages) and the scans (verification): each owner in one batch.
  const [reporters, conversations, authenticity] = await Promise.all([
    liveUsersByIds(
      ctx.db,
      sightings.flatMap((s) => (s.reporter_id ? [s.reporter_id] : [])),
    ),
    conversationsOfSightings(ctx.db, sightings),
    authenticityOfScans(
      ctx.db,
      sightings.flatMap((s) => (s.scan_id !== null ? [s.scan_id] : [])),
    ),
  ]);
  const rows = sightings.map((s) => {
    const reporter = s.reporter_id ? reporters.get(s.reporter_id) : undefined;
    return {
      ...s,
      nome: reporter?.nome ?? null,
      cognome: reporter?.cognome ?? null,
      hunter_name: reporter?.hunter_name ?? null,
      role: reporter?.role ?? null,
      conversation_id: conversations.get(s.id) ?? null,
      authenticity: s.scan_id !== null ? (authenticity.get(s.scan_id) ?? null) : null,
    };
  });
  return rows.map((s) => ({
    id: s.id,
    source: s.source,
    createdAt: s.created_at.toISOString(),
    location:
      s.latitude === null || s.longitude === null
        ? null
        : s.share_exact
          ? { latitude: s.latitude, longitude: s.longitude, exact: true }
          : { latitude: approximate(s.latitude), longitude: approximate(s.longitude), exact: false },
    note: s.note,
    contactConsent: s.contact_consent,
    // The owner's own scans are not somebody to thank or write to.
    reporter:
      s.nome !== null && s.cognome !== null && s.reporter_id !== bike.owner_id
        ? { displayName: publicName({ nome: s.nome, cognome: s.cognome, hunter_name: s.hunter_name }), badge: s.role ? roleBadgeOf(s.role) : null }
        : null,
    useful: s.useful,
    verifiedPresence: s.authenticity === 'authenticated',
    conversationId: s.conversation_id,
    photo: s.photo_width !== null && s.photo_height !== null ? presentSightingPhoto(ctx, s.id, { width: s.photo_width, height: s.photo_height }) : null,
  }));
}
