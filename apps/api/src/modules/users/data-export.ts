import type { AppContext } from '../../context.ts';
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
 * the payout method, notifications, and the caller's conversations with their
 * messages (the other side appears only as "owner" or "finder").
 */
export async function exportUserData(ctx: AppContext, user: UserRow) {
  const db = ctx.db;
  const bikes = await db.selectFrom('bikes').selectAll().where('owner_id', '=', user.id).orderBy('created_at').execute();
  const bikeIds = bikes.map((b) => b.id);
  const ofBikes = <T>(query: () => Promise<T[]>) => (bikeIds.length > 0 ? query() : Promise.resolve([] as T[]));
  const conversations = await db
    .selectFrom('conversations')
    .select(['id', 'theft_report_id', 'owner_id', 'finder_id', 'blocked_at', 'created_at'])
    .where((eb) => eb.or([eb('owner_id', '=', user.id), eb('finder_id', '=', user.id)]))
    .execute();
  const conversationIds = conversations.map((c) => c.id);
  const identities = await db.selectFrom('user_identities').select(['provider', 'email', 'created_at']).where('user_id', '=', user.id).execute();
  const [ownerships, tags, photos, maintenance, scans, sightings, theftReports, payments, hunts, payouts, receipts, payoutMethod, notifications, messages] =
    await Promise.all([
      ofBikes(() => db.selectFrom('bike_ownerships').select(['bike_id', 'via', 'started_at', 'ended_at']).where('bike_id', 'in', bikeIds).execute()),
      db.selectFrom('tags').select(['uid', 'status', 'bike_id', 'assigned_at', 'attached_at']).where('owner_id', '=', user.id).execute(),
      ofBikes(() =>
        db
          .selectFrom('bike_photos')
          .select(['id', 'bike_id', 'filename', 'format', 'width', 'height', 'bytes', 'is_main', 'created_at'])
          .where('bike_id', 'in', bikeIds)
          .execute(),
      ),
      db.selectFrom('maintenance_records').selectAll().where('created_by', '=', user.id).execute(),
      db
        .selectFrom('scans')
        .select(['uid', 'result', 'latitude', 'longitude', 'accuracy', 'device_info', 'scanned_at'])
        .where('scanner_id', '=', user.id)
        .orderBy('scanned_at')
        .execute(),
      db
        .selectFrom('sightings')
        .select(['id', 'source', 'latitude', 'longitude', 'accuracy', 'share_exact', 'note', 'contact_consent', 'contact_email', 'useful', 'created_at'])
        .where('reporter_id', '=', user.id)
        .execute(),
      db.selectFrom('theft_reports').selectAll().where('owner_id', '=', user.id).execute(),
      db
        .selectFrom('reward_payments')
        .select(['id', 'theft_report_id', 'provider', 'amount_cents', 'status', 'created_at', 'paid_at'])
        .where('owner_id', '=', user.id)
        .execute(),
      db.selectFrom('hunts').select(['theft_report_id', 'status', 'created_at', 'updated_at']).where('hunter_id', '=', user.id).execute(),
      db
        .selectFrom('payouts')
        .select(['id', 'theft_report_id', 'amount_cents', 'status', 'due_on', 'reference', 'paid_at', 'created_at'])
        .where('hunter_id', '=', user.id)
        .execute(),
      db.selectFrom('receipts').select(['number', 'kind', 'amount_cents', 'issued_at']).where('user_id', '=', user.id).execute(),
      db.selectFrom('payout_methods').select(['kind', 'holder_name', 'iban', 'paypal_email', 'updated_at']).where('user_id', '=', user.id).executeTakeFirst(),
      db.selectFrom('notifications').select(['type', 'bike_id', 'read_at', 'created_at']).where('user_id', '=', user.id).execute(),
      conversationIds.length > 0
        ? db
            .selectFrom('messages')
            .select(['conversation_id', 'sender_id', 'body', 'created_at'])
            .where('conversation_id', 'in', conversationIds)
            .orderBy('created_at')
            .execute()
        : Promise.resolve([]),
    ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      nome: user.nome,
      cognome: user.cognome,
      username: user.username,
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
