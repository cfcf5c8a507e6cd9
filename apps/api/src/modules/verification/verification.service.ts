import type { Location, ScanAuthenticity, VerificationResponse, VerificationStatus } from '@ritrova/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { keyVersionsInUse, parseSunParams } from '../tags/index.ts';
import { sightingRepository } from '../theft-records/index.ts';
import type { DeviceSummary } from './device-summary.ts';
import { type ScanRow, type ScanWriter, scanColumns } from './scan-writer.ts';
import { SunChecker } from './sun-check.ts';
import { loadTagView, type TagView, unregisteredView } from './tag-view.ts';
import type { TagViewCache } from './tag-view-cache.ts';
import { improbableTravel } from './travel.ts';
import { type ScanValues, verificationRepository } from './verification.repository.ts';
import { VIEW_LIFETIME_SECONDS } from './view-cookie.ts';
import { type ViewScan, viewScanRepository } from './view-scan.repository.ts';

export type { ViewScan };

const messages: Record<VerificationStatus, string> = {
  verified: 'This bike is registered and not reported stolen',
  assigned: 'This tag is registered to an account but not yet on a bike',
  unassigned: 'This tag is available to be paired with a bike',
  stolen: 'This bike has been reported stolen',
  lost: 'This tag has been reported lost',
  unregistered: 'This tag is not registered with Ritrova',
};

export interface VerifyInput {
  /** A bare UID (typed, or a plain tag's URL)… */
  uid?: string | undefined;
  /** …or the query of a secure tag's URL (`e=…&c=…`, `uid=…&ctr=…&c=…`). */
  sun?: string | undefined;
  /** The kind of device and its language (device-summary.ts): all a scan keeps of the device. */
  deviceInfo?: DeviceSummary | null | undefined;
  location?: Location | undefined;
  scannerId: string | null;
  /**
   * The account the request's session cookie names, when no access token came (the server-rendered
   * tag page, decision 059): the scanner only if she owns the tag's bike (her own tap), else ignored.
   */
  sessionUserId?: string | undefined;
  /** A server-rendered page view's token: that view may later complete its scan (who, where). */
  viewToken?: string | undefined;
  /**
   * Who is asking, when nobody is signed in: the request's network (lib/client-network.ts), never
   * anything the client chooses to send (a User-Agent, a fingerprint). Only its HMAC under the day's
   * key is kept, with the sighting it makes.
   */
  clientNetwork?: string | undefined;
  /** The request's logger: a line about this verification carries the request's id. */
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** One anonymous client's scans of a stolen bike make at most one sighting in this time (issue #17). */
export const SIGHTING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * What this request proved: the authenticity to record and, for a genuine tap,
 * its counter. A genuine tap not yet judged against the stored counter has
 * authenticity null and a counter.
 */
interface Proof {
  authenticity: ScanAuthenticity | null;
  counter: number | null;
}

const toJudge = (proof: Proof): proof is { authenticity: null; counter: number } => proof.authenticity === null && proof.counter !== null;

/** The most tags whose last counter a process remembers (random floods must not grow it without bound). */
const MAX_KNOWN_COUNTERS = 50_000;

type StolenView = TagView & { theftReportId: string; bikeId: string; ownerId: string };
const isStolenView = (view: TagView): view is StolenView =>
  view.status === 'stolen' && view.theftReportId !== null && view.bikeId !== null && view.ownerId !== null;

function sunInvalid(): AppError {
  const message = 'sun: The tag link is incomplete or damaged';
  return new AppError(400, 'VALIDATION_ERROR', message, { fields: [{ field: 'sun', i18nKey: 'validation.sun_invalid', message }] });
}

/** The answer of a verification: what a stranger may know of the tag and its bike, and what the tap proved. */
function answerOf(view: TagView, authenticity: ScanAuthenticity | null, scanId: string | null, scannerId: string | null = null): VerificationResponse {
  return {
    success: true,
    status: view.status,
    tag: view.status === 'unregistered' ? null : { uid: view.uid, status: view.status, type: 'nfc', secure: view.keyVersion !== null },
    bike: view.bike,
    message: messages[view.status],
    isStolen: view.status === 'stolen',
    scanId,
    authenticity,
    ownBikeId: isOwnTap(view, scannerId) ? view.bikeId : null,
  };
}

/** The signed-in owner tapping her own bike's tag: her scan, never a sighting (issue #27). */
export const isOwnTap = (view: Pick<TagView, 'ownerId' | 'bikeId'>, scannerId: string | null): boolean =>
  scannerId !== null && view.bikeId !== null && view.ownerId === scannerId;

/** The scan row of a request, whichever way it is written. */
function scanRow(view: TagView, input: VerifyInput, proof: Proof, now: Date): ScanRow {
  return {
    uid: view.uid,
    tagId: view.tagId,
    bikeId: view.bikeId,
    // A forged link of a stolen bike is kept with the theft, but it is no sighting.
    theftReportId: view.theftReportId,
    scannerId: input.scannerId,
    result: view.status,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
    accuracy: input.location?.accuracy ?? null,
    deviceInfo: input.deviceInfo ?? null,
    authenticity: proof.authenticity,
    sunCounter: proof.counter,
    scannedAt: now,
    viewToken: input.viewToken ?? null,
  };
}

/** The scan row in column form, device info as JSON text (for Kysely and raw SQL). */
function scanValues(view: TagView, input: VerifyInput, proof: Proof, now: Date): ScanValues {
  const { authenticity: _, device_info, ...columns } = scanColumns(scanRow(view, input, proof, now));
  return { ...columns, device_info: device_info ? JSON.stringify(device_info) : null };
}

interface RecordedScan {
  id: number;
  authenticity: ScanAuthenticity | null;
  scannedAt: Date;
}

/** Records a genuine tap with its counter in one statement (verificationRepository.insertGenuineScan): authenticated or replayed. */
async function insertGenuineScan(db: Db, view: TagView & { tagId: string }, input: VerifyInput, counter: number, now: Date): Promise<RecordedScan> {
  const v = scanValues(view, input, { authenticity: null, counter }, now);
  const { rows } = await verificationRepository.insertGenuineScan(db, view.tagId, v, counter, now);
  const row = rows[0];
  if (!row) throw new Error('scan insert returned no row');
  return { id: Number(row.id), authenticity: row.authenticity, scannedAt: row.scanned_at };
}

/** One scan row as it is, in the caller's transaction (the stolen path); a genuine tap also moves the counter. */
async function insertScan(db: Db, view: TagView, input: VerifyInput, proof: Proof, now: Date): Promise<RecordedScan> {
  if (toJudge(proof) && view.tagId) return insertGenuineScan(db, { ...view, tagId: view.tagId }, input, proof.counter, now);
  const row = await verificationRepository.insertScan(db, scanValues(view, input, proof, now), proof.authenticity);
  return { id: Number(row.id), authenticity: proof.authenticity, scannedAt: row.scanned_at };
}

/**
 * Flags the tag for admins when this authenticated tap is farther from the
 * previous authenticated one than a bicycle could have gone in between.
 */
async function checkTravel(db: Db, tagId: string, scan: RecordedScan, counter: number, here: Location, now: Date): Promise<void> {
  const previous = await verificationRepository.previousPlacedAuthenticatedScan(db, tagId, counter);
  if (!previous || previous.latitude === null || previous.longitude === null) return;
  const travel = improbableTravel(
    { latitude: previous.latitude, longitude: previous.longitude, accuracy: previous.accuracy, at: previous.scanned_at },
    { latitude: here.latitude, longitude: here.longitude, accuracy: here.accuracy ?? null, at: scan.scannedAt },
  );
  if (!travel) return;
  await verificationRepository.insertTravelAlert(db, {
    tagId,
    scanId: scan.id,
    previousScanId: previous.id,
    distanceM: travel.distanceM,
    elapsedS: travel.elapsedS,
    speedKmh: travel.speedKmh,
    now,
  });
}

/**
 * The public verification (the hot path): the view comes from a cache kept
 * coherent by NOTIFY, the scan row is written with group commit and is durable
 * before the answer. A scan of a stolen bike is also a sighting: that rare path
 * writes scan, sighting and alert in one ordinary transaction. A secure tag's
 * tap is checked (SunChecker) and recorded with its counter in one statement.
 */
export function createVerifier(ctx: AppContext, cache: TagViewCache<TagView>, writer: ScanWriter, log: Pick<FastifyBaseLogger, 'warn'>) {
  const sunChecker = new SunChecker(ctx.sunMasterKey);
  // A counter only goes up: a tap at or below one already seen here is a replay for sure, and is
  // written with group commit instead of queueing on the tag's counter row.
  const knownCounters = new LRUCache<string, number>({ max: MAX_KNOWN_COUNTERS });
  const seen = (tagId: string, counter: number) => (knownCounters.get(tagId) ?? -1) >= counter;
  const remember = (tagId: string, counter: number) => {
    if (!seen(tagId, counter)) knownCounters.set(tagId, counter);
  };

  const viewOf = (uid: string): Promise<TagView> => cache.load(uid, () => loadTagView(ctx.db, uid));

  /** The key versions of the secure tags in the inventory, newest first. */
  const versionsInUse = cache.derived(async () => {
    return keyVersionsInUse(ctx.db);
  });

  /** The view a request is about, and what it proved. */
  async function resolve(input: VerifyInput): Promise<{ view: TagView; proof: Proof }> {
    if (input.sun === undefined) {
      const view = await viewOf(input.uid ?? '');
      return { view, proof: { authenticity: view.keyVersion === null ? null : 'unauthenticated', counter: null } };
    }
    const sun = parseSunParams(new URLSearchParams(input.sun));
    if (!sun) throw sunInvalid();
    const outcome = await sunChecker.check(sun, versionsInUse, async (uid) => (await viewOf(uid)).keyVersion);
    if (outcome.genuine) {
      const view = await viewOf(outcome.uid);
      const replayed = view.tagId !== null && seen(view.tagId, outcome.counter);
      return { view, proof: { authenticity: replayed ? 'replayed' : null, counter: outcome.counter } };
    }
    // NOTE: the reason only: the UID a forged message names is a tag's identity, and the query carries it.
    (input.log ?? log).warn({ reason: outcome.reason }, 'a SUN message that is not genuine');
    return { view: outcome.uid ? await viewOf(outcome.uid) : unregisteredView(''), proof: { authenticity: 'forged', counter: null } };
  }

  /** A scan of a stolen bike that is not forged: scan, sighting and the owner's alert together. */
  // The clients (per theft) whose scan made a sighting lately, and when: a repeat skips the database check.
  const recentSighters = new LRUCache<string, number>({ max: 50_000 });
  const sightedLately = (key: string, now: Date) => now.getTime() - (recentSighters.get(key) ?? Number.NEGATIVE_INFINITY) < SIGHTING_INTERVAL_MS;

  /**
   * A scan of a stolen bike that is not forged: scan, sighting and the owner's
   * alert together. An anonymous client makes one sighting per 10 minutes; its
   * other scans are recorded as scans only (a flood of taps, or one person
   * reloading the page, is one sighting for the owner). The client is its
   * network keyed under the day's key (and, in the first minutes of a day,
   * yesterday's too). Checked under a lock per theft and client, so that
   * concurrent taps cannot make two.
   */
  async function recordStolenScan(view: StolenView, input: VerifyInput, proof: Proof, now: Date): Promise<RecordedScan | null> {
    const since = new Date(now.getTime() - SIGHTING_INTERVAL_MS);
    // Today's key first: the one a new sighting stores.
    const clientKeys = input.scannerId === null && input.clientNetwork ? await ctx.keys.hmacsSince('client', input.clientNetwork, since) : [];
    const clientKey = clientKeys[0] ?? null;
    const spacing = clientKey ? `${view.theftReportId}:${clientKey}` : null;
    if (spacing && sightedLately(spacing, now)) return recordPlainScan(view, input, proof, now);
    const { scan, sighted } = await runTransaction(ctx.db, async (trx) => {
      if (spacing) {
        await verificationRepository.lockForTransaction(trx, spacing);
        const earlier = await sightingRepository.latestOfClient(trx, view.theftReportId, clientKeys, since);
        if (earlier) {
          recentSighters.set(spacing, earlier.created_at.getTime());
          return { scan: await insertScan(trx, view, input, proof, now), sighted: false };
        }
      }
      const scan = await insertScan(trx, view, input, proof, now);
      // The theft module makes it a sighting and alerts the owner, in this transaction (decision 068).
      await ctx.events.announce('stolenScan.recorded', {
        trx,
        scanId: scan.id,
        theftReportId: view.theftReportId,
        bikeId: view.bikeId,
        ownerId: view.ownerId,
        scannerId: input.scannerId,
        location: input.location,
        clientKey,
        verifiedPresence: scan.authenticity === 'authenticated',
        now,
      });
      return { scan, sighted: true };
    });
    if (spacing && sighted) recentSighters.set(spacing, now.getTime());
    return scan;
  }

  /** A scan with no sighting: a genuine secure tap still has its counter judged; anything else goes through group commit (null). */
  async function recordPlainScan(view: TagView, input: VerifyInput, proof: Proof, now: Date): Promise<RecordedScan | null> {
    if (toJudge(proof) && view.tagId) return insertGenuineScan(ctx.db, { ...view, tagId: view.tagId }, input, proof.counter, now);
    await writer.write(scanRow(view, input, proof, now));
    return null;
  }

  /**
   * Writes the scan. A genuine tap or a stolen bike's scan is written at once
   * (returned); anything else goes through group commit (null).
   */
  async function record(view: TagView, input: VerifyInput, proof: Proof, now: Date): Promise<RecordedScan | null> {
    if (isStolenView(view) && proof.authenticity !== 'forged' && !isOwnTap(view, input.scannerId)) return recordStolenScan(view, input, proof, now);
    return recordPlainScan(view, input, proof, now);
  }

  /** Verifies and records one scan; also says which tag view the answer was built from. */
  async function verifyView(request: VerifyInput): Promise<{ answer: VerificationResponse; view: TagView }> {
    const { view, proof } = await resolve(request);
    const { sessionUserId, ...rest } = request;
    // The session the page request carried names the owner: her own tap from the start (no sighting, no alert).
    const input: VerifyInput = sessionUserId && rest.scannerId === null && isOwnTap(view, sessionUserId) ? { ...rest, scannerId: sessionUserId } : rest;
    const now = ctx.clock.now();
    const scan = await record(view, input, proof, now);
    // Judged against the stored counter: the database's counter is now at least this one.
    if (scan && toJudge(proof) && view.tagId) remember(view.tagId, proof.counter);
    const authenticity = scan ? scan.authenticity : proof.authenticity;
    if (scan && authenticity === 'authenticated' && view.tagId && proof.counter !== null && input.location) {
      await checkTravel(ctx.db, view.tagId, scan, proof.counter, input.location, now);
    }
    // Only a stolen bike's scan can carry a sighting report.
    const scanId = scan && isStolenView(view) && proof.authenticity !== 'forged' && !isOwnTap(view, input.scannerId) ? String(scan.id) : null;
    return { answer: answerOf(view, authenticity, scanId, input.scannerId), view };
  }

  return {
    verifyView,
    /** `POST /api/tags/verify`: the answer only. */
    verify: async (input: VerifyInput): Promise<VerificationResponse> => (await verifyView(input)).answer,
    /** What verification answered for a tag, with the authenticity its scan had, recording nothing (the page after a refused report). */
    describe: async (uid: string, authenticity: ScanAuthenticity | null): Promise<VerificationResponse> => answerOf(await viewOf(uid), authenticity, null),
  };
}

export type Verifier = ReturnType<typeof createVerifier>;

/** The scan a server-rendered page view (its token) recorded, while the view may still use it. */
export function findViewScan(ctx: AppContext, viewToken: string): Promise<ViewScan | undefined> {
  return viewScanRepository.find(ctx.db, viewToken, new Date(ctx.clock.now().getTime() - VIEW_LIFETIME_SECONDS * 1000));
}

/**
 * Completes a page view's scan with what only the browser knows: who scanned
 * (only if nobody is recorded yet) and where (only if no position is recorded);
 * the sighting that scan made gets the same who and where. The device was
 * summarised when the page was rendered: nothing of it is added. Says whether
 * the scanner and a position are now recorded.
 */
export async function completeViewScan(
  ctx: AppContext,
  scan: ViewScan,
  facts: { scannerId: string | null; location: Location | undefined },
): Promise<{ scanner: boolean; location: boolean; ownBikeId: string | null }> {
  const { location } = facts;
  const view = await loadTagView(ctx.db, scan.uid);
  const own = isOwnTap(view, facts.scannerId);
  return runTransaction(ctx.db, async (trx) => {
    const completion = {
      scannerId: facts.scannerId,
      location: location ? { latitude: location.latitude, longitude: location.longitude, accuracy: location.accuracy ?? null } : null,
    };
    const recorded = await viewScanRepository.complete(trx, scan, completion);
    await sightingRepository.completeOfScan(trx, scan.id, completion);
    // The page did not know, when the server rendered it, that its visitor is the owner: the sighting
    // her view made, and the alert it raised to herself, are withdrawn (issue #27).
    if (own && view.ownerId) await ctx.events.announce('scan.byOwner', { trx, scanId: scan.id, ownerId: view.ownerId });
    return { ...recorded, ownBikeId: own ? view.bikeId : null };
  });
}
export { loadTagView };
