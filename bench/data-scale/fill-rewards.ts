import type { Step } from './fill-accounts.js';
import type { Sizes } from './sizes.js';

/** A theft's own fixed fraction in [0, 1) (thefts are not numbered once inserted). */
const tf = (salt: number, alias = 't') => `pg_temp.frac(${salt}, hashtext(${alias}.id::text))`;

/**
 * Funded rewards as the application records them: a paid payment, the ledger's fund posting
 * (escrow +, provider clearing −), and for a released reward the release (escrow −, 65% to the
 * Hunter's payable, 35% platform fee), the Hunter's payout (paid after ten days, with its posting).
 * Every ledger transaction sums to zero (the deferred trigger checks each one at commit).
 */
export function rewardSteps(): Step[] {
  const funded = `t.reward_status IN ('funded', 'released')`;
  return [
    {
      title: 'reward payments',
      sql: `
      INSERT INTO reward_payments (id, theft_report_id, owner_id, provider, provider_ref, charge_ref, amount_cents, status, created_at, paid_at)
      SELECT md5('payment:' || t.id)::uuid, t.id, t.owner_id, 'local', 'scale_' || t.id, 'charge_' || t.id, t.reward_cents, 'paid',
             t.funded_at - interval '5 minutes', t.funded_at
      FROM theft_reports t WHERE ${funded}`,
    },
    {
      title: 'ledger accounts',
      sql: `
      INSERT INTO ledger_accounts (code, kind, created_at)
      SELECT 'provider_clearing', 'provider_clearing', coalesce(min(funded_at), now()) FROM theft_reports
      UNION ALL SELECT 'platform_fee', 'platform_fee', coalesce(min(funded_at), now()) FROM theft_reports
      UNION ALL SELECT 'escrow:' || t.id, 'escrow', t.funded_at FROM theft_reports t WHERE ${funded}
      UNION ALL SELECT 'hunter_payable:' || returned_by, 'hunter_payable', min(recovered_at) FROM theft_reports WHERE reward_status = 'released' GROUP BY returned_by`,
    },
    {
      title: 'ledger: funding',
      sql: `
      WITH tx AS (
        INSERT INTO ledger_transactions (id, idempotency_key, kind, theft_report_id, reference, created_at)
        SELECT md5('fund:' || t.id)::uuid, 'fund:' || md5('payment:' || t.id)::uuid, 'fund', t.id, 'scale_' || t.id, t.funded_at
        FROM theft_reports t WHERE ${funded}
        RETURNING id, theft_report_id, created_at
      )
      INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, created_at)
      SELECT tx.id, a.id, CASE WHEN a.kind = 'escrow' THEN t.reward_cents ELSE -t.reward_cents END, tx.created_at
      FROM tx JOIN theft_reports t ON t.id = tx.theft_report_id
      JOIN ledger_accounts a ON a.code IN ('escrow:' || t.id, 'provider_clearing')`,
    },
    {
      title: 'ledger: releases',
      sql: `
      WITH tx AS (
        INSERT INTO ledger_transactions (id, idempotency_key, kind, theft_report_id, created_at)
        SELECT md5('release:' || t.id)::uuid, 'release:' || t.id, 'release', t.id, t.recovered_at
        FROM theft_reports t WHERE t.reward_status = 'released'
        RETURNING id, theft_report_id, created_at
      )
      INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, created_at)
      SELECT tx.id, a.id,
             CASE a.kind WHEN 'escrow' THEN -t.reward_cents WHEN 'hunter_payable' THEN t.reward_cents * 65 / 100 ELSE t.reward_cents - t.reward_cents * 65 / 100 END,
             tx.created_at
      FROM tx JOIN theft_reports t ON t.id = tx.theft_report_id
      JOIN ledger_accounts a ON a.code IN ('escrow:' || t.id, 'hunter_payable:' || t.returned_by, 'platform_fee')`,
    },
    {
      title: 'payouts',
      sql: `
      INSERT INTO payouts (id, hunter_id, theft_report_id, amount_cents, status, due_on, reference, paid_by, paid_at, created_at)
      SELECT md5('payout:' || t.id)::uuid, t.returned_by, t.id, t.reward_cents * 65 / 100,
             CASE WHEN t.recovered_at < now() - interval '10 days' THEN 'paid' ELSE 'pending' END,
             (t.recovered_at AT TIME ZONE 'Europe/Rome')::date + 9,
             CASE WHEN t.recovered_at < now() - interval '10 days' THEN 'SEPA-' || left(t.id::text, 8) END,
             CASE WHEN t.recovered_at < now() - interval '10 days' THEN pg_temp.sid('user', 1) END,
             CASE WHEN t.recovered_at < now() - interval '10 days' THEN t.recovered_at + interval '8 days' END, t.recovered_at
      FROM theft_reports t WHERE t.reward_status = 'released'`,
    },
    {
      title: 'ledger: payouts',
      sql: `
      WITH tx AS (
        INSERT INTO ledger_transactions (id, idempotency_key, kind, theft_report_id, reference, created_at)
        SELECT md5('paid:' || p.id)::uuid, 'payout:' || p.id, 'payout', p.theft_report_id, p.reference, p.paid_at
        FROM payouts p WHERE p.status = 'paid'
        RETURNING id, theft_report_id, created_at
      )
      INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, created_at)
      SELECT tx.id, a.id, CASE WHEN a.kind = 'hunter_payable' THEN -p.amount_cents ELSE p.amount_cents END, tx.created_at
      FROM tx JOIN payouts p ON p.theft_report_id = tx.theft_report_id
      JOIN ledger_accounts a ON a.code IN ('hunter_payable:' || p.hunter_id, 'provider_clearing')`,
    },
    {
      title: 'payout methods',
      sql: `
      INSERT INTO payout_methods (user_id, kind, holder_name, iban)
      SELECT DISTINCT hunter_id, 'iban', 'Titolare Conto', 'IT60X0542811101000000123456' FROM payouts`,
    },
  ];
}

/**
 * What the Hunters do: an area each (35% in the big cities), answers to funded hunts (accepted,
 * declined; completed by the one credited), the "hunt near you" alerts (10 a funded theft), the
 * owners' alerts (funding, sightings grouped by bike, one unread at most), relayed conversations
 * of reported sightings, photos and maintenance records of the bikes.
 */
export function hunterSteps(z: Sizes): Step[] {
  return [
    {
      title: 'hunter areas',
      sql: `
      INSERT INTO hunter_areas (user_id, lat, lng, radius_km, created_at, updated_at)
      SELECT u.id, p.lat, p.lng, (ARRAY[10, 25, 50])[1 + i % 3], u.created_at, u.created_at
      FROM generate_series(0, ${z.hunters - 1}) j
      CROSS JOIN LATERAL (SELECT pg_temp.hunter((j + 0.5) / ${z.hunters}) AS i) h
      JOIN users u ON u.id = pg_temp.sid('user', h.i)
      JOIN scale_places p ON p.n = pg_temp.place_of(h.i * 7)`,
    },
    {
      title: 'hunts',
      sql: `
      INSERT INTO hunts (theft_report_id, hunter_id, status, created_at, updated_at)
      SELECT t.id, pg_temp.sid('user', pg_temp.hunter(${tf(50)} * 0.999 + j * 0.0001)),
             CASE WHEN j < 2 AND t.status = 'open' THEN 'active' WHEN j < 2 THEN 'closed' ELSE 'declined' END,
             t.funded_at + j * interval '10 minutes', coalesce(t.recovered_at, t.funded_at + j * interval '10 minutes')
      FROM theft_reports t CROSS JOIN generate_series(0, 5) j
      WHERE t.reward_status IN ('funded', 'released') AND pg_temp.sid('user', pg_temp.hunter(${tf(50)} * 0.999 + j * 0.0001)) <> t.owner_id
      ON CONFLICT DO NOTHING`,
    },
    {
      title: 'hunts completed',
      sql: `
      INSERT INTO hunts (theft_report_id, hunter_id, status, created_at, updated_at)
      SELECT id, returned_by, 'completed', funded_at, recovered_at FROM theft_reports WHERE reward_status = 'released'
      ON CONFLICT (theft_report_id, hunter_id) DO UPDATE SET status = 'completed', updated_at = EXCLUDED.updated_at`,
    },
    {
      title: 'notifications: hunts near you',
      sql: `
      INSERT INTO notifications (user_id, type, bike_id, theft_report_id, read_at, created_at)
      SELECT pg_temp.sid('user', pg_temp.hunter(pg_temp.frac(60 + j, hashtext(t.id::text)))), 'hunt_nearby', t.bike_id, t.id,
             CASE WHEN t.funded_at < now() - interval '7 days' THEN t.funded_at + interval '1 day' END, t.funded_at + j * interval '1 minute'
      FROM theft_reports t CROSS JOIN generate_series(1, 10) j WHERE t.reward_status IN ('funded', 'released')`,
    },
    {
      title: 'notifications: rewards funded',
      sql: `
      INSERT INTO notifications (user_id, type, bike_id, theft_report_id, read_at, created_at)
      SELECT owner_id, 'reward_funded', bike_id, id, least(now(), funded_at + interval '1 hour'), funded_at
      FROM theft_reports WHERE reward_status IN ('funded', 'released')`,
    },
    {
      title: 'notifications: sightings',
      sql: `
      INSERT INTO notifications (user_id, type, bike_id, sighting_id, theft_report_id, count, read_at, created_at)
      SELECT DISTINCT ON (s.theft_report_id) t.owner_id, 'sighting', s.bike_id, s.id, t.id, count(*) OVER (PARTITION BY s.theft_report_id),
             CASE WHEN t.status = 'open' AND s.created_at > now() - interval '7 days' THEN NULL ELSE s.created_at + interval '1 hour' END, s.created_at
      FROM sightings s JOIN theft_reports t ON t.id = s.theft_report_id
      ORDER BY s.theft_report_id, s.created_at DESC`,
    },
    {
      title: 'conversations',
      sql: `
      INSERT INTO conversations (theft_report_id, owner_id, finder_id, sighting_id, created_at, last_message_at)
      SELECT s.theft_report_id, t.owner_id, s.reporter_id, s.id, s.created_at, s.created_at + interval '2 hours'
      FROM sightings s JOIN theft_reports t ON t.id = s.theft_report_id WHERE s.source = 'report'`,
    },
    {
      title: 'messages',
      sql: `
      INSERT INTO messages (conversation_id, sender_id, body, created_at)
      SELECT id, finder_id, 'L''ho vista davanti al bar, è ancora lì.', created_at FROM conversations
      UNION ALL SELECT id, owner_id, 'Grazie! Sto arrivando.', last_message_at FROM conversations`,
    },
    {
      title: 'notifications: messages',
      sql: `
      INSERT INTO notifications (user_id, type, conversation_id, theft_report_id, read_at, created_at)
      SELECT owner_id, 'message', id, theft_report_id, created_at + interval '1 hour', created_at FROM conversations`,
    },
    {
      title: 'bike photos',
      sql: `
      INSERT INTO bike_photos (bike_id, uploaded_by, filename, format, width, height, bytes, is_main, created_at)
      SELECT pg_temp.sid('bike', k), pg_temp.sid('user', pg_temp.bike_owner(k)), 'bici-' || k || '.jpg', 'jpeg', 1600, 1200, 350000 + k % 90000, m = 0,
             pg_temp.bike_created(k) + m * interval '1 day'
      FROM generate_series(1, ${z.bikes}) k CROSS JOIN generate_series(0, 1) m
      WHERE (m = 0 AND pg_temp.frac(20, k) < 0.6) OR (m = 1 AND pg_temp.frac(21, k) < 0.2)`,
    },
    {
      title: 'maintenance records',
      sql: `
      INSERT INTO maintenance_records (bike_id, service_type, service_date, description, parts_cents, labor_cents, odometer_km, created_by, created_by_type, created_at)
      SELECT pg_temp.sid('bike', k), (ARRAY['tune_up', 'brake_service', 'tire_replacement'])[1 + m], (pg_temp.bike_created(k) + m * interval '90 days')::date,
             'Tagliando', 1500 * m, 2500, 300 * (m + 1), pg_temp.sid('user', pg_temp.bike_owner(k)), 'user', pg_temp.bike_created(k)
      FROM generate_series(1, ${z.bikes}) k CROSS JOIN generate_series(0, 1) m
      WHERE pg_temp.frac(22, k) < 0.2 AND pg_temp.bike_created(k) + m * interval '90 days' < now()`,
    },
  ];
}
