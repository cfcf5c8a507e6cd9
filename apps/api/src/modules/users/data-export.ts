import type { AppContext } from '../../context.ts';
import { getHunterArea } from '../hunters/hunter-area.service.ts';
import { pushEndpointsOf } from '../push/push.service.ts';
import { dataExportRepository } from './data-export.repository.ts';
import type { UserRow } from './user.repository.ts';

/** Dates as ISO strings, and nothing else changed: an export is the records as stored. */
const plain = <T extends object>(rows: T[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])));

/**
 * Everything Ritrova holds about the caller, as JSON (GDPR art. 15 and 20):
 * the account (never the password hash or 2FA secrets), the linked sign-in
 * identities (Google: provider, address, when linked; not its internal id), bikes with their
 * ownership periods, tags, photos, maintenance, the caller's scans and
 * sightings, theft reports and reward payments, hunts, payouts and receipts,
 * the payout method, the Hunter's alert area and push endpoints, notifications, and the caller's conversations with their
 * messages (the other side appears only as "owner" or "finder").
 */
export async function exportUserData(ctx: AppContext, user: UserRow) {
  const db = ctx.db;
  const bikes = await dataExportRepository.bikes(db, user.id);
  const bikeIds = bikes.map((b) => b.id);
  const conversations = await dataExportRepository.conversations(db, user.id);
  const conversationIds = conversations.map((c) => c.id);
  const identities = await dataExportRepository.identities(db, user.id);
  // A Hunter's alert area and the browsers that receive its push messages (their endpoints).
  const [hunterArea, pushEndpoints] = await Promise.all([getHunterArea(ctx, user), pushEndpointsOf(ctx, user.id)]);
  const [ownerships, tags, photos, maintenance, scans, sightings, theftReports, payments, hunts, payouts, receipts, payoutMethod, notifications, messages] =
    await Promise.all([
      dataExportRepository.ownerships(db, bikeIds),
      dataExportRepository.tags(db, user.id),
      dataExportRepository.photos(db, bikeIds),
      dataExportRepository.maintenance(db, user.id),
      dataExportRepository.scans(db, user.id),
      dataExportRepository.sightings(db, user.id),
      dataExportRepository.theftReports(db, user.id),
      dataExportRepository.rewardPayments(db, user.id),
      dataExportRepository.hunts(db, user.id),
      dataExportRepository.payouts(db, user.id),
      dataExportRepository.receipts(db, user.id),
      dataExportRepository.payoutMethod(db, user.id),
      dataExportRepository.notifications(db, user.id),
      dataExportRepository.messages(db, conversationIds),
    ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    hunterArea,
    pushSubscriptions: pushEndpoints.map((endpoint) => ({ endpoint })),
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
      termsAcceptedAt: user.terms_accepted_at?.toISOString() ?? null,
      privacyAcceptedAt: user.privacy_accepted_at?.toISOString() ?? null,
      createdAt: user.created_at.toISOString(),
      lastLoginAt: user.last_login_at?.toISOString() ?? null,
      // Whether it is on and since when; the key itself is a secret of the sign-in, not data about the person.
      twoFactorEnabledAt: user.totp_enabled_at?.toISOString() ?? null,
    },
    signInIdentities: plain(identities),
    bikes: plain(bikes),
    ownershipHistory: plain(ownerships),
    tags: plain(tags),
    photos: plain(photos),
    maintenance: plain(maintenance),
    scans: plain(scans),
    sightings: plain(sightings),
    theftReports: plain(theftReports),
    rewardPayments: plain(payments),
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
  };
}
