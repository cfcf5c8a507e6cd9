import type { Db } from '../../db/database.ts';
import { releasedShareOf } from '../ledger/index.ts';

/** Theft reports as the operations team lists them, with counts of their sightings and hunts and the latest dispute. */
function theftRows(db: Db) {
  return db
    .selectFrom('theft_reports as t')
    .innerJoin('bikes as b', 'b.id', 't.bike_id')
    .innerJoin('users as o', 'o.id', 't.owner_id')
    .select([
      't.id',
      't.status',
      't.created_at',
      't.recovered_at',
      't.reward_cents',
      't.reward_status',
      't.returned_by',
      't.owner_id',
      'b.id as bike_id',
      'b.name as bike_name',
      'b.brand as bike_brand',
      'o.nome as owner_nome',
      'o.cognome as owner_cognome',
    ])
    .select((eb) => [
      eb
        .selectFrom('sightings as s')
        .select((s) => s.fn.countAll<string>().as('n'))
        .whereRef('s.theft_report_id', '=', 't.id')
        .as('sightings'),
      eb
        .selectFrom('sightings as s')
        .select((s) => s.fn.max('s.created_at').as('at'))
        .whereRef('s.theft_report_id', '=', 't.id')
        .as('last_sighting_at'),
      eb
        .selectFrom('hunts as h')
        .select((h) => h.fn.countAll<string>().as('n'))
        .whereRef('h.theft_report_id', '=', 't.id')
        .where('h.status', '<>', 'declined')
        .as('hunts_accepted'),
    ]);
}

export type TheftRow = Awaited<ReturnType<ReturnType<typeof theftRows>['execute']>>[number];

export const adminTheftsRepository = {
  async list(db: Db, query: { status: 'open' | 'recovered' | 'all'; page: number; limit: number }) {
    let rows = theftRows(db);
    let counted = db.selectFrom('theft_reports').select((eb) => eb.fn.countAll<string>().as('total'));
    if (query.status !== 'all') {
      rows = rows.where('t.status', '=', query.status);
      counted = counted.where('status', '=', query.status);
    }
    const [found, total] = await Promise.all([
      rows
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      counted.executeTakeFirstOrThrow(),
    ]);
    return { rows: found, total: Number(total.total) };
  },

  findById(db: Db, id: string) {
    return theftRows(db).where('t.id', '=', id).executeTakeFirst();
  },

  /** The latest dispute of each report given (an open one first). */
  async latestDisputes(db: Db, theftReportIds: string[]) {
    if (theftReportIds.length === 0) return [];
    return db
      .selectFrom('disputes')
      .selectAll()
      .distinctOn('theft_report_id')
      .where('theft_report_id', 'in', theftReportIds)
      .orderBy('theft_report_id')
      .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
      .orderBy('created_at', 'desc')
      .execute();
  },

  sightings(db: Db, theftReportId: string) {
    return db
      .selectFrom('sightings as s')
      .leftJoin('users as u', 'u.id', 's.reporter_id')
      .select(['s.id', 's.created_at', 's.source', 's.latitude', 's.longitude', 's.useful', 'u.nome', 'u.cognome', 'u.hunter_name', 'u.role'])
      .where('s.theft_report_id', '=', theftReportId)
      .orderBy('s.created_at', 'desc')
      .limit(200)
      .execute();
  },

  hunts(db: Db, theftReportId: string) {
    return db
      .selectFrom('hunts as h')
      .innerJoin('users as u', 'u.id', 'h.hunter_id')
      .select(['h.status', 'h.updated_at', 'u.nome', 'u.cognome', 'u.hunter_name', 'u.role'])
      .where('h.theft_report_id', '=', theftReportId)
      .orderBy('h.updated_at', 'desc')
      .execute();
  },

  payout(db: Db, theftReportId: string) {
    return db.selectFrom('payouts').select(['id', 'status', 'amount_cents', 'due_on']).where('theft_report_id', '=', theftReportId).executeTakeFirst();
  },

  user(db: Db, id: string) {
    return db.selectFrom('users').select(['id', 'nome', 'cognome', 'hunter_name', 'role']).where('id', '=', id).executeTakeFirst();
  },

  /** What the release credited the Hunter (the ledger's answer: the ledger module alone reads its tables). */
  releasedShare(db: Db, theftReportId: string): Promise<number> {
    return releasedShareOf(db, theftReportId);
  },
};
