/**
 * Where each column of the retention table (packages/shared retention-policy.ts) appears in the
 * person's export (data-export.ts, `GET /api/users/me/export`), or why it does not (issue #26 item 5).
 * `exportedAs` is a path in the export's `data`: `a.b` steps into an object, `list[]` into every element
 * of a list; a path ending in `[]` says the rows that column ties to the person are that list. The
 * schema walk (test/personal-data-schema.test.ts) fails on a rule column missing here; the erasure test
 * (test/erasure.test.ts) fails when a path is empty for a person with data of every kind.
 */
import { ledgerExportCoverage } from '../ledger/index.ts';

export type ExportCoverage = { exportedAs: string } | { notExported: string };

const at = (exportedAs: string): ExportCoverage => ({ exportedAs });
const not = (notExported: string): ExportCoverage => ({ notExported });

const SECRET = 'a secret of the sign-in, stored only to check what the person presents: a copy would help only whoever steals the file';
const DAILY_KEY =
  'a keyed hash of the network address under a key destroyed after two days: nobody, Ritrova included, can tell whose it was, so it cannot be found for the person';

export const exportCoverage: Readonly<Record<string, ExportCoverage>> = {
  // The books' columns, described by the module that owns them.
  ...ledgerExportCoverage,
  // account
  'users.email': at('account.email'),
  'users.nome': at('account.nome'),
  'users.cognome': at('account.cognome'),
  'users.username': at('account.username'),
  'users.hunter_name': at('account.hunterName'),
  'users.hunter_name_skeleton': not('a matching key computed from the Hunter name (to refuse look-alike names); the name itself is account.hunterName'),
  'users.hunter_name_cased_skeleton': not('a matching key computed from the Hunter name (to refuse look-alike names); the name itself is account.hunterName'),
  'users.password_hash': not(SECRET),
  'users.language': at('account.language'),
  'users.persona': at('account.persona'),
  'users.totp_secret_sealed': not(SECRET),
  'users.totp_enabled_at': at('account.twoFactorEnabledAt'),
  'users.totp_last_step': not('the last accepted one-time code step, kept so a code cannot be replayed: part of the sign-in secret state'),
  'users.last_login_at': at('account.lastLoginAt'),
  'users.last_active_at': at('account.lastActiveAt'),
  'users.age_confirmed_at': at('account.ageConfirmedAt'),
  'users.privacy_accepted_at': at('account.privacyAcceptedAt'),
  'users.terms_accepted_at': at('account.termsAcceptedAt'),
  'users.email_verified_at': at('account.emailVerifiedAt'),
  'users.inactivity_warned_at': at('account.inactivityWarnedAt'),
  'users.suspended_at': at('account.suspendedAt'),
  'two_factor_recovery_codes.user_id': at('account.twoFactorRecoveryCodesLeft'),
  'two_factor_recovery_codes.code_hash': not(SECRET),
  'user_identities.user_id': at('signInIdentities[]'),
  'user_identities.email': at('signInIdentities[].email'),
  'user_identities.subject': not(
    "Google's own number for the Google account, matched at each Google sign-in; the link is exported by provider, address and date",
  ),
  'bike_transfers.from_user_id': at('transfers[].direction'),
  'bike_transfers.to_user_id': at('transfers[]'),
  'shop_sales.claimed_by': at('shopPurchases[]'),
  'theft_reports.owner_id': at('theftReports[]'),
  'theft_reports.returned_by': at('theftReports[].returned_by'),

  // account_purge
  'bikes.owner_id': at('bikes[]'),
  'bikes.name': at('bikes[].name'),
  'bikes.brand': at('bikes[].brand'),
  'bikes.model': at('bikes[].model'),
  'bikes.serial_number': at('bikes[].serial_number'),
  'bikes.serial_number_normalized': at('bikes[].serial_number_normalized'),
  'bikes.color': at('bikes[].color'),
  'bikes.second_color': at('bikes[].second_color'),
  'bikes.notes': at('bikes[].notes'),
  'bikes.year': at('bikes[].year'),
  'bikes.frame_size': at('bikes[].frame_size'),
  'bikes.purchase_value_cents': at('bikes[].purchase_value_cents'),
  'bike_photos.bike_id': at('photos[].bike_id'),
  'bike_photos.uploaded_by': at('photos[].uploaded_by_me'),
  'bike_photos.filename': at('photos[].filename'),
  'bike_ownerships.owner_id': at('ownershipHistory[]'),
  'maintenance_records.created_by': at('maintenance[].created_by'),
  'maintenance_records.technician_name': at('maintenance[].technician_name'),
  'maintenance_records.description': at('maintenance[].description'),
  'maintenance_records.recommendations': at('maintenance[].recommendations'),
  'maintenance_records.issues_found': at('maintenance[].issues_found'),
  'maintenance_consents.granted_by': at('shopConsents[]'),
  'maintenance_consents.shop_id': at('shopConsents[].shop_email'),
  'tags.owner_id': at('tags[]'),
  'payout_methods.user_id': at('payoutMethod'),
  'payout_methods.holder_name': at('payoutMethod.holder_name'),
  'payout_methods.iban': at('payoutMethod.iban'),
  'payout_methods.paypal_email': at('payoutMethod.paypal_email'),
  'hunter_areas.user_id': at('hunterArea'),
  'hunter_areas.lat': at('hunterArea.latitude'),
  'hunter_areas.lng': at('hunterArea.longitude'),
  'hunter_areas.radius_km': at('hunterArea.radiusKm'),
  'hunts.hunter_id': at('hunts[]'),
  'push_subscriptions.user_id': at('pushSubscriptions[]'),
  'push_subscriptions.endpoint': at('pushSubscriptions[].service'),
  'push_subscriptions.p256dh': not("the browser's public key that push messages are encrypted to: a key of the browser's, about nobody"),
  'push_subscriptions.auth': not("the browser's push secret: a copy would let whoever holds the file and the endpoint write to the browser"),
  'refresh_tokens.user_id': at('sessions[]'),

  // sessions
  'refresh_tokens.token_hash': not(SECRET),
  'refresh_tokens.family_id': not(
    'a random id grouping the tokens one sign-in rotated through (to end them together): technical, each live session is in sessions[]',
  ),
  'refresh_tokens.created_at': at('sessions[].created_at'),
  'one_time_tokens.user_id': at('oneTimeLinks[]'),
  'one_time_tokens.token_hash': not(SECRET),

  // identity_tickets
  'identity_tickets.email': at('googleSignIns[].email'),
  'identity_tickets.given_name': at('googleSignIns[].given_name'),
  'identity_tickets.family_name': at('googleSignIns[].family_name'),
  'identity_tickets.subject': not(
    "Google's own number for the Google account, matched at each Google sign-in; the sign-in is exported by purpose, address and names",
  ),
  'identity_tickets.user_id': at('googleSignIns[]'),
  'identity_tickets.token_hash': not(SECRET),

  // anonymous_scans, signed_in_scans (a stranger's tap is nobody's account: only signed-in taps are found for a person)
  'scans.latitude': at('scans[].latitude'),
  'scans.longitude': at('scans[].longitude'),
  'scans.accuracy': at('scans[].accuracy'),
  'scans.device_info': at('scans[].device_info'),
  'scans.view_token': not('a one-use secret letting the page that showed a tap send its sighting: a capability, used up or expired within the hour'),
  'scans.scanner_id': at('scans[]'),

  // sighting_contact, sighting_client_keys, sightings
  'sightings.contact_email': at('sightings[].contact_email'),
  'sightings.contact_language': at('sightings[].contact_language'),
  'sightings.contact_consent': at('sightings[].contact_consent'),
  'sightings.client_key': not(DAILY_KEY),
  'contact_messages.ip_hash': not(DAILY_KEY),
  'rate_limit_counters.key': not(
    'counters of attempts (per keyed address, sign-in address or account) that live minutes to a day: a count, not a record of the person',
  ),
  'sightings.reporter_id': at('sightings[]'),
  'sightings.note': at('sightings[].note'),
  'sightings.latitude': at('sightings[].latitude'),
  'sightings.longitude': at('sightings[].longitude'),
  'sightings.accuracy': at('sightings[].accuracy'),
  'sightings.share_exact': at('sightings[].share_exact'),
  'sighting_photos.sighting_id': at('sightings[].photos[]'),
  'sighting_photos.bytes': at('sightings[].photos[].bytes'),

  // theft_facts
  'theft_reports.place_address': at('theftReports[].place_address'),
  'theft_reports.place_lat': at('theftReports[].place_lat'),
  'theft_reports.place_lng': at('theftReports[].place_lng'),
  'theft_reports.circumstances': at('theftReports[].circumstances'),
  'theft_reports.lock_description': at('theftReports[].lock_description'),
  'theft_reports.police_report_number': at('theftReports[].police_report_number'),
  'theft_reports.police_station': at('theftReports[].police_station'),
  'theft_reports.police_report_date': at('theftReports[].police_report_date'),
  'theft_reports.public_serial': at('theftReports[].public_serial'),

  // messages, notifications
  'messages.sender_id': at('conversations[].messages[].from'),
  'messages.body': at('conversations[].messages[].body'),
  'conversations.owner_id': at('conversations[].role'),
  'conversations.finder_id': at('conversations[].role'),
  'notifications.user_id': at('notifications[]'),
  'hunt_alert_recipients.user_id': at('huntAlerts[]'),
  'hunt_alert_recipients.distance_km': at('huntAlerts[].distance_km'),
  'hunt_alert_recipients.place_name': at('huntAlerts[].place_name'),
  'finder_links.token_hash': not(SECRET),
  'finder_links.conversation_id': not(
    "a link of an anonymous finder's conversation: the finder has no account to export to, and the owner's side of it is conversations[]",
  ),
  'notifications.bike_id': at('notifications[].bike_id'),
  'notifications.sighting_id': at('notifications[].sighting_id'),
  'notifications.conversation_id': at('notifications[].conversation_id'),

  // alert_mail_days, push_subscriptions
  'hunt_alert_mails.user_id': at('huntAlertMailDays'),
  'hunt_alert_mails.day': at('huntAlertMailDays[]'),
  'sighting_mail_windows.owner_id': at('sightingMailWindows[]'),
  'sighting_mail_windows.bike_id': at('sightingMailWindows[].bike_id'),
  'push_subscriptions.last_success_at': at('pushSubscriptions[].lastSuccessAt'),
  'push_subscriptions.failed_count': at('pushSubscriptions[].failedCount'),

  // transfer_addresses, contact_messages
  'bike_transfers.to_email': at('transfers[].to_email'),
  'shop_sales.customer_email': at('shopPurchases[].customer_email'),
  'contact_messages.name': at('contactMessages[].name'),
  'contact_messages.email': at('contactMessages[].email'),
  'contact_messages.message': at('contactMessages[].message'),
  'contact_messages.language': at('contactMessages[].language'),

  // payments
  'reward_payments.owner_id': at('rewardPayments[]'),
  'reward_payments.provider_ref': at('rewardPayments[].provider_ref'),
  'reward_payments.charge_ref': at('rewardPayments[].charge_ref'),
  'reward_payments.url': at('rewardPayments[].url'),
  'payouts.hunter_id': at('payouts[]'),
  'payouts.reference': at('payouts[].reference'),
  'payouts.paid_by': not('the administrator who made the transfer: their own data; the payout is exported with when it was paid'),
  'receipts.user_id': at('receipts[]'),
  'receipts.number': at('receipts[].number'),
  'disputes.raised_by': at('disputes[]'),
  'disputes.reason': at('disputes[].reason'),
  'disputes.resolution_note': at('disputes[].resolution_note'),
  'disputes.outcome_hunter_id': not("the Hunter a dispute's outcome credits: the other party's id; the outcome and amount are exported (disputes[].outcome)"),
  'disputes.resolved_by': not('the administrator who decided the dispute: their own data; the decision and its note are exported'),

  // audit_log
  'audit_log.actor_id': not('which administrator acted: their own data; what they did to the account is exported (adminActions[])'),
  'audit_log.target_id': at('adminActions[]'),
  'audit_log.before': at('adminActions[].before'),
  'audit_log.after': at('adminActions[].after'),

  // travel_alerts
  'travel_alerts.scan_id': not("a security finding about a tag (read in two places too far apart): the person's own taps it links are exported in scans[]"),
  'travel_alerts.previous_scan_id': not(
    "a security finding about a tag (read in two places too far apart): the person's own taps it links are exported in scans[]",
  ),
  'travel_alerts.distance_m': not('computed between two taps of a tag for the administrators; the taps themselves are exported in scans[]'),
  'travel_alerts.speed_kmh': not('computed between two taps of a tag for the administrators; the taps themselves are exported in scans[]'),
  'travel_alerts.reviewed_by': not('the administrator who reviewed the alert: their own work record, not data of the person whose tag it was'),
};
