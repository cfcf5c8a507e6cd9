import { type AdminTheft, type AdminTheftDetail, type AdminTheftsQuery, roleBadgeOf } from '@ritrova/shared';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { DisputesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { bikeLabelsByIds } from '../bikes/index.ts';
import { countAcceptedHunts, huntsOfTheft } from '../hunters/index.ts';
import { releasedShareOf } from '../ledger/index.ts';
import { latestDisputesOf, payoutOfTheft } from '../rewards/index.ts';
import { findTheftReportForAdmin, listTheftReportsForAdmin, sightingStatsOf, sightingsOfTheftForAdmin } from '../theft-records/index.ts';
import { publicName, userNamesByIds } from '../users/index.ts';

type DisputeRow = Selectable<DisputesTable>;
type ReportRow = NonNullable<Awaited<ReturnType<typeof findTheftReportForAdmin>>>;

/** A report as the operations team lists it: with its bike, owner, counts of sightings and hunts (asked of their owners). */
interface TheftRow extends ReportRow {
  bike_name: string;
  bike_brand: string;
  owner_nome: string;
  owner_cognome: string;
  sightings: number;
  last_sighting_at: Date | null;
  hunts_accepted: number;
}

/**
 * The reports with what each owner module answers about them, one batch per owner for the whole page.
 * NOTE: a report's bike and owner always exist (NOT NULL foreign keys), as the inner joins this replaces assumed.
 */
async function withFacts(db: Db, reports: ReportRow[]): Promise<TheftRow[]> {
  const ids = reports.map((r) => r.id);
  const [bikes, owners, sightings, hunts] = await Promise.all([
    bikeLabelsByIds(db, [...new Set(reports.map((r) => r.bike_id))]),
    userNamesByIds(db, [...new Set(reports.map((r) => r.owner_id))]),
    sightingStatsOf(db, ids),
    countAcceptedHunts(db, ids),
  ]);
  const bikeById = new Map(bikes.map((b) => [b.id, b]));
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  return reports.flatMap((report) => {
    const bike = bikeById.get(report.bike_id);
    const owner = ownerById.get(report.owner_id);
    if (!bike || !owner) return [];
    const seen = sightings.get(report.id);
    return [
      {
        ...report,
        bike_name: bike.name,
        bike_brand: bike.brand,
        owner_nome: owner.nome,
        owner_cognome: owner.cognome,
        sightings: seen?.count ?? 0,
        last_sighting_at: seen?.lastAt ?? null,
        hunts_accepted: hunts.get(report.id) ?? 0,
      },
    ];
  });
}

/** A sighting's place as admins see it: rounded to ~1 km (two decimals), like Hunters see it. */
const roughly = (value: number) => Math.round(value * 100) / 100;

function presentTheft(row: TheftRow, dispute: DisputeRow | undefined): AdminTheft {
  const lastAt = row.last_sighting_at;
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
  const { rows: reports, total } = await listTheftReportsForAdmin(ctx.db, query);
  const [rows, latest] = await Promise.all([
    withFacts(ctx.db, reports),
    latestDisputesOf(
      ctx.db,
      reports.map((r) => r.id),
    ),
  ]);
  const disputes = new Map(latest.map((d) => [d.theft_report_id, d]));
  return {
    thefts: rows.map((row) => presentTheft(row, disputes.get(row.id))),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

/** `GET /api/admin/thefts/{id}`: the report with its sightings (place to ~1 km), hunts, payout and dispute. */
export async function getTheft(ctx: AppContext, id: string): Promise<AdminTheftDetail> {
  const report = isUuid(id) ? await findTheftReportForAdmin(ctx.db, id) : undefined;
  const [row] = report ? await withFacts(ctx.db, [report]) : [];
  if (!row) throw new AppError(404, 'NOT_FOUND', 'Theft report not found');
  const [[dispute], sightings, hunts, payout, hunterShareCents] = await Promise.all([
    latestDisputesOf(ctx.db, [row.id]),
    sightingsOfTheftForAdmin(ctx.db, row.id),
    huntsOfTheft(ctx.db, row.id),
    payoutOfTheft(ctx.db, row.id),
    releasedShareOf(ctx.db, row.id),
  ]);
  // NOTE: the people named on the page (who returned the bike, the reporters, the Hunters), one batch of the users module.
  const personIds = [row.returned_by, ...sightings.map((s) => s.reporter_id), ...hunts.map((h) => h.hunter_id)].filter((id): id is string => id !== null);
  const people = new Map((await userNamesByIds(ctx.db, [...new Set(personIds)])).map((u) => [u.id, u]));
  const returnedBy = row.returned_by ? people.get(row.returned_by) : undefined;
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
    sightingList: sightings.map((s) => {
      const reporter = s.reporter_id ? people.get(s.reporter_id) : undefined;
      return {
        id: s.id,
        at: s.created_at.toISOString(),
        source: s.source,
        place: s.latitude !== null && s.longitude !== null ? { latitude: roughly(s.latitude), longitude: roughly(s.longitude) } : null,
        useful: s.useful,
        reporter: reporter ? publicName({ nome: reporter.nome, cognome: reporter.cognome, hunter_name: reporter.hunter_name }) : null,
        reporterBadge: reporter ? roleBadgeOf(reporter.role) : null,
      };
    }),
    hunts: hunts.flatMap((h) => {
      const hunter = people.get(h.hunter_id);
      return hunter ? [{ hunter: publicName(hunter), hunterBadge: roleBadgeOf(hunter.role), status: h.status, updatedAt: h.updated_at.toISOString() }] : [];
    }),
  };
}
