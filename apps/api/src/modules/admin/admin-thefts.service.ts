import { type AdminTheft, type AdminTheftDetail, type AdminTheftsQuery, roleBadgeOf } from '@ritrova/shared';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DisputesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { publicName } from '../users/index.ts';
import { adminTheftsRepository as repo, type TheftRow } from './admin-thefts.repository.ts';

type DisputeRow = Selectable<DisputesTable>;

/** A sighting's place as admins see it: rounded to ~1 km (two decimals), like Hunters see it. */
const roughly = (value: number) => Math.round(value * 100) / 100;

function presentTheft(row: TheftRow, dispute: DisputeRow | undefined): AdminTheft {
  const lastAt = row.last_sighting_at as Date | string | null;
  return {
    id: row.id,
    status: row.status,
    bike: { id: row.bike_id, name: row.bike_name, brand: row.bike_brand },
    ownerName: `${row.owner_nome} ${row.owner_cognome}`.trim(),
    reportedAt: row.created_at.toISOString(),
    recoveredAt: row.recovered_at?.toISOString() ?? null,
    reward: { cents: row.reward_cents, status: row.reward_status },
    sightings: { count: Number(row.sightings ?? 0), lastAt: lastAt ? new Date(lastAt).toISOString() : null },
    huntsAccepted: Number(row.hunts_accepted ?? 0),
    dispute: dispute ? { id: dispute.id, open: dispute.status === 'open', outcome: dispute.outcome } : null,
  };
}

/** `GET /api/admin/thefts`: reports newest first, filtered by status, a page at a time. */
export async function listThefts(ctx: AppContext, query: AdminTheftsQuery) {
  const { rows, total } = await repo.list(ctx.db, query);
  const disputes = new Map(
    (
      await repo.latestDisputes(
        ctx.db,
        rows.map((r) => r.id),
      )
    ).map((d) => [d.theft_report_id, d]),
  );
  return {
    thefts: rows.map((row) => presentTheft(row, disputes.get(row.id))),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

/** `GET /api/admin/thefts/{id}`: the report with its sightings (place to ~1 km), hunts, payout and dispute. */
export async function getTheft(ctx: AppContext, id: string): Promise<AdminTheftDetail> {
  const row = isUuid(id) ? await repo.findById(ctx.db, id) : undefined;
  if (!row) throw new AppError(404, 'NOT_FOUND', 'Theft report not found');
  const [[dispute], sightings, hunts, payout, hunterShareCents, returnedBy] = await Promise.all([
    repo.latestDisputes(ctx.db, [row.id]),
    repo.sightings(ctx.db, row.id),
    repo.hunts(ctx.db, row.id),
    repo.payout(ctx.db, row.id),
    repo.releasedShare(ctx.db, row.id),
    row.returned_by ? repo.user(ctx.db, row.returned_by) : undefined,
  ]);
  return {
    ...presentTheft(row, dispute),
    returnedBy: returnedBy ? { id: returnedBy.id, displayName: publicName(returnedBy), badge: roleBadgeOf(returnedBy.role) } : null,
    hunterShareCents,
    payout: payout ? { id: payout.id, status: payout.status, amountCents: payout.amount_cents, dueOn: payout.due_on } : null,
    disputeDetail: dispute
      ? {
          id: dispute.id,
          open: dispute.status === 'open',
          reason: dispute.reason,
          raisedBy: dispute.raised_by === row.owner_id ? 'owner' : 'hunter',
          raisedAt: dispute.created_at.toISOString(),
          outcome: dispute.outcome,
          hunterCents: dispute.outcome_hunter_cents,
          note: dispute.resolution_note,
        }
      : null,
    sightingList: sightings.map((s) => ({
      id: s.id,
      at: s.created_at.toISOString(),
      source: s.source,
      place: s.latitude !== null && s.longitude !== null ? { latitude: roughly(s.latitude), longitude: roughly(s.longitude) } : null,
      useful: s.useful,
      reporter: s.nome !== null && s.cognome !== null ? publicName({ nome: s.nome, cognome: s.cognome, hunter_name: s.hunter_name }) : null,
      reporterBadge: s.role ? roleBadgeOf(s.role) : null,
    })),
    hunts: hunts.map((h) => ({ hunter: publicName(h), hunterBadge: roleBadgeOf(h.role), status: h.status, updatedAt: h.updated_at.toISOString() })),
  };
}
