import type { AppContext } from '../../context.ts';
import { getHunterArea } from '../hunters/index.ts';
import type { UserRow } from '../users/index.ts';
import { dataExportRepository } from './data-export.repository.ts';

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
    dataExportRepository.bikes(db, user.id),
    dataExportRepository.conversations(db, user.id),
    dataExportRepository.theftReports(db, user.id),
    dataExportRepository.sightings(db, user.id),
  ]);
  const bikeIds = bikes.map((b) => b.id);
  const [identities, hunterArea, pushSubscriptions, sessions, oneTimeLinks, googleSignIns, recoveryCodesLeft] = await Promise.all([
    dataExportRepository.identities(db, user.id),
    getHunterArea(ctx, user),
    dataExportRepository.pushSubscriptions(db, user.id),
    dataExportRepository.sessions(db, user.id),
    dataExportRepository.oneTimeLinks(db, user.id),
    dataExportRepository.googleSignIns(db, user.id, user.email),
    dataExportRepository.recoveryCodesLeft(db, user.id),
  ]);
  const [ownerships, tags, photos, maintenance, shopConsents, transfers, shopPurchases, scans, sightingPhotos] = await Promise.all([
    dataExportRepository.ownerships(db, user.id),
    dataExportRepository.tags(db, user.id),
    dataExportRepository.photos(db, bikeIds),
    dataExportRepository.maintenance(db, user.id, bikeIds),
    dataExportRepository.shopConsents(db, user.id),
    dataExportRepository.transfers(db, user.id, user.email),
    dataExportRepository.shopPurchases(db, user.id, user.email),
    dataExportRepository.scans(db, user.id),
    dataExportRepository.sightingPhotos(
      db,
      sightings.map((s) => s.id),
    ),
  ]);
  const [payments, disputes, hunts, payouts, receipts, payoutMethod, notifications, huntAlerts, huntAlertMailDays, sightingMailWindows] = await Promise.all([
    dataExportRepository.rewardPayments(db, user.id),
    dataExportRepository.disputes(
      db,
      user.id,
      theftReports.map((r) => r.id),
    ),
    dataExportRepository.hunts(db, user.id),
    dataExportRepository.payouts(db, user.id),
    dataExportRepository.receipts(db, user.id),
    dataExportRepository.payoutMethod(db, user.id),
    dataExportRepository.notifications(db, user.id),
    dataExportRepository.huntAlerts(db, user.id),
    dataExportRepository.huntAlertMailDays(db, user.id),
    dataExportRepository.sightingMailWindows(db, user.id),
  ]);
  const [messages, contactMessages, adminActions] = await Promise.all([
    dataExportRepository.messages(
      db,
      conversations.map((c) => c.id),
    ),
    dataExportRepository.contactMessages(db, user.email),
    dataExportRepository.adminActions(db, user.id),
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
