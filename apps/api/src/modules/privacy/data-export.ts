import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { adminActionsOn } from '../audit/index.ts';
import { googleSignInsOf, liveSessionsOf, oneTimeLinksOf, recoveryCodesLeftOf, signInIdentitiesOf } from '../auth/index.ts';
import { bikesForExportOf, ownershipsOf } from '../bikes/index.ts';
import { contactMessagesFrom } from '../contact/index.ts';
import { getHunterArea, huntAlertMailDaysOf, huntAlertsOf, huntsOf } from '../hunters/index.ts';
import { maintenanceOfPerson } from '../maintenance/index.ts';
import { conversationsOf, messagesIn } from '../messages/index.ts';
import { notificationsOf, sightingMailWindowsOf } from '../notifications/index.ts';
import { photosForExportOf } from '../photos/index.ts';
import { pushSubscriptionsOf } from '../push/index.ts';
import { disputesOfPerson, payoutMethodOf, payoutsOf, receiptsOf, rewardPaymentsOf } from '../rewards/index.ts';
import { consentsGrantedByPerson, purchasesOfPerson } from '../shops/index.ts';
import { tagsForExportOf, tagUidsByIds } from '../tags/index.ts';
import { sightingPhotosForExportOf, sightingsBy, theftReportsForExportOf } from '../theft-records/index.ts';
import { transfersOfPerson } from '../transfers/index.ts';
import type { UserRow } from '../users/index.ts';
import { emailsOfUsers } from '../users/index.ts';
import { scansBy } from '../verification/index.ts';

/** Dates as ISO strings, and nothing else changed: an export is the records as stored. */
const plain = <T extends object>(rows: T[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])));

/** A push endpoint's service (`https://fcm.googleapis.com`): the rest of the address is the browser's capability, not exported. */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
}

/** The shops the person let see their bikes' maintenance, each shop named by its address (the shops and users modules answer each part). */
async function shopConsentsOf(db: Db, userId: string) {
  const consents = await consentsGrantedByPerson(db, userId);
  const shopEmails = await emailsOfUsers(
    db,
    consents.map((c) => c.shop_id),
  );
  return consents.flatMap((c) => {
    const shopEmail = shopEmails.get(c.shop_id);
    return shopEmail === undefined
      ? []
      : [{ bike_id: c.bike_id, shop_id: c.shop_id, shop_email: shopEmail, granted_at: c.granted_at, revoked_at: c.revoked_at }];
  });
}

/** Tags a shop sold to the person (claimed by them, or addressed to their address): the tag by its uid, the shop by its address. */
async function shopPurchasesOf(db: Db, userId: string, email: string) {
  const sales = await purchasesOfPerson(db, userId, email);
  const [uids, shopEmails] = await Promise.all([
    tagUidsByIds(
      db,
      sales.map((s) => s.tag_id),
    ),
    emailsOfUsers(
      db,
      sales.map((s) => s.shop_id),
    ),
  ]);
  return sales.flatMap((s) => {
    const uid = uids.get(s.tag_id);
    const shopEmail = shopEmails.get(s.shop_id);
    if (uid === undefined || shopEmail === undefined) return [];
    return [{ uid, shop_email: shopEmail, customer_email: s.customer_email, created_at: s.created_at, claimed_at: s.claimed_at }];
  });
}

/**
 * Everything Ritrova holds about the caller, as JSON (GDPR art. 15 and 20): the account (never the
 * password hash or 2FA secrets), sessions and one-time links (never their tokens), the linked sign-in
 * identities and Google sign-ins in progress, bikes with the caller's ownership periods, tags, photos,
 * maintenance, shops' consents, transfers and shop purchases, the caller's scans and sightings (with
 * their photos), theft reports, reward payments, disputes, hunts, payouts and receipts, the payout
 * method, the Hunter's alert area, alert-mail days and push subscriptions (their push service only),
 * notifications, sighting mail windows, conversations with their messages (the other side appears
 * only as "owner" or "finder"), messages to the support, and what administrators did to the account.
 * Where each column of the retention table appears is export-coverage.ts.
 */
export async function exportUserData(ctx: AppContext, user: UserRow) {
  const db = ctx.db;
  const [bikes, conversations, theftReports, sightings] = await Promise.all([
    bikesForExportOf(db, user.id),
    conversationsOf(db, user.id),
    theftReportsForExportOf(db, user.id),
    sightingsBy(db, user.id),
  ]);
  const bikeIds = bikes.map((b) => b.id);
  const [identities, hunterArea, pushSubscriptions, sessions, oneTimeLinks, googleSignIns, recoveryCodesLeft] = await Promise.all([
    signInIdentitiesOf(db, user.id),
    getHunterArea(ctx, user),
    pushSubscriptionsOf(db, user.id),
    liveSessionsOf(db, user.id),
    oneTimeLinksOf(db, user.id),
    googleSignInsOf(db, user.id, user.email),
    recoveryCodesLeftOf(db, user.id),
  ]);
  const [ownerships, tags, photos, maintenance, shopConsents, transfers, shopPurchases, scans, sightingPhotos] = await Promise.all([
    ownershipsOf(db, user.id),
    tagsForExportOf(db, user.id),
    photosForExportOf(db, bikeIds),
    maintenanceOfPerson(db, user.id, bikeIds),
    shopConsentsOf(db, user.id),
    transfersOfPerson(db, user.id, user.email),
    shopPurchasesOf(db, user.id, user.email),
    scansBy(db, user.id),
    sightingPhotosForExportOf(
      db,
      sightings.map((s) => s.id),
    ),
  ]);
  const [payments, disputes, hunts, payouts, receipts, payoutMethod, notifications, huntAlerts, huntAlertMailDays, sightingMailWindows] = await Promise.all([
    rewardPaymentsOf(db, user.id),
    disputesOfPerson(
      db,
      user.id,
      theftReports.map((r) => r.id),
    ),
    huntsOf(db, user.id),
    payoutsOf(db, user.id),
    receiptsOf(db, user.id),
    payoutMethodOf(db, user.id),
    notificationsOf(db, user.id),
    huntAlertsOf(db, user.id),
    huntAlertMailDaysOf(db, user.id),
    sightingMailWindowsOf(db, user.id),
  ]);
  const [messages, contactMessages, adminActions] = await Promise.all([
    messagesIn(
      db,
      conversations.map((c) => c.id),
    ),
    contactMessagesFrom(db, user.email),
    adminActionsOn(db, user.id),
  ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      nome: user.nome,
      cognome: user.cognome,
      username: user.username,
      hunterName: user.hunter_name,
      role: user.role,
      persona: user.persona,
      language: user.language,
      emailVerifiedAt: user.email_verified_at?.toISOString() ?? null,
      ageConfirmedAt: user.age_confirmed_at?.toISOString() ?? null,
      termsAcceptedAt: user.terms_accepted_at?.toISOString() ?? null,
      privacyAcceptedAt: user.privacy_accepted_at?.toISOString() ?? null,
      createdAt: user.created_at.toISOString(),
      lastLoginAt: user.last_login_at?.toISOString() ?? null,
      lastActiveAt: user.last_active_at.toISOString(),
      inactivityWarnedAt: user.inactivity_warned_at?.toISOString() ?? null,
      suspendedAt: user.suspended_at?.toISOString() ?? null,
      // Whether it is on and since when, and how many recovery codes are left; the key and the codes are secrets of the sign-in.
      twoFactorEnabledAt: user.totp_enabled_at?.toISOString() ?? null,
      twoFactorRecoveryCodesLeft: recoveryCodesLeft,
    },
    sessions: plain(sessions),
    oneTimeLinks: plain(oneTimeLinks),
    signInIdentities: plain(identities),
    googleSignIns: plain(googleSignIns),
    hunterArea,
    pushSubscriptions: pushSubscriptions.map((s) => ({
      service: pushService(s.endpoint),
      createdAt: s.created_at.toISOString(),
      lastSuccessAt: s.last_success_at?.toISOString() ?? null,
      failedCount: s.failed_count,
    })),
    huntAlerts: plain(huntAlerts),
    huntAlertMailDays: huntAlertMailDays.map((d) => d.day),
    bikes: plain(bikes),
    ownershipHistory: plain(ownerships),
    tags: plain(tags),
    photos: plain(photos.map(({ uploaded_by, ...photo }) => ({ ...photo, uploaded_by_me: uploaded_by === user.id }))),
    maintenance: plain(maintenance),
    shopConsents: plain(shopConsents),
    transfers: plain(
      transfers.map(({ from_user_id, ...transfer }) => ({ direction: from_user_id === user.id ? ('offered' as const) : ('received' as const), ...transfer })),
    ),
    shopPurchases: plain(shopPurchases),
    scans: plain(scans),
    sightings: plain(sightings).map((s) => ({ ...s, photos: plain(sightingPhotos.filter((p) => p.sighting_id === s.id)) })),
    sightingMailWindows: plain(sightingMailWindows),
    theftReports: plain(theftReports),
    rewardPayments: plain(payments),
    disputes: plain(disputes),
    hunts: plain(hunts),
    payouts: plain(payouts),
    receipts: plain(receipts),
    payoutMethod: payoutMethod ? plain([payoutMethod])[0] : null,
    notifications: plain(notifications),
    conversations: conversations.map((c) => ({
      id: c.id,
      theftReportId: c.theft_report_id,
      role: c.owner_id === user.id ? 'owner' : 'finder',
      blocked: c.blocked_at !== null,
      createdAt: c.created_at.toISOString(),
      messages: messages
        .filter((m) => m.conversation_id === c.id)
        .map((m) => ({ from: m.sender_id === user.id ? 'me' : c.owner_id === user.id ? 'finder' : 'owner', body: m.body, at: m.created_at.toISOString() })),
    })),
    contactMessages: plain(contactMessages),
    adminActions: plain(adminActions),
  };
}
