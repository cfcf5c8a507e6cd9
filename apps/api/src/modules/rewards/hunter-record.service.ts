import type { Db } from '../../db/database.ts';
import type { HunterClaimRecord } from '../hunters/index.ts';
import { reportPartiesOf, reportsReturnedBy } from '../theft-records/index.ts';
import { hunterRecordRepository } from './hunter-record.repository.ts';

/**
 * What the rewards add to a Hunter's record (hunters/hunter.service.ts asks through the provider
 * bootstrap.ts gives it: hunters sits below rewards, issue #29 item 1):
 * - `recovery`: each bike the Hunter is credited with returning, unless a dispute was decided for the owner;
 * - `rejected_claim`: each dispute resolved against their claim — credited but decided for the owner,
 *   or raised by them about someone else's theft and decided for another Hunter or nobody;
 * - the payouts not cancelled, in cents.
 */
export const hunterClaimRecord: HunterClaimRecord = {
  async claimEvents(db: Db, userId: string) {
    const [returned, raised] = await Promise.all([reportsReturnedBy(db, userId), hunterRecordRepository.resolvedAgainstRaiser(db, userId)]);
    const [ownerDecided, parties] = await Promise.all([
      hunterRecordRepository.ownerDecidedOf(
        db,
        returned.map((r) => r.id),
      ),
      reportPartiesOf(db, [...new Set(raised.map((d) => d.theft_report_id))]),
    ]);
    const reversed = new Set(ownerDecided.map((d) => d.theft_report_id));
    const ownerOf = new Map(parties.map((p) => [p.id, p.owner_id]));
    const rejected = new Map(ownerDecided.map((d) => [d.id, d]));
    for (const d of raised) if (ownerOf.has(d.theft_report_id) && ownerOf.get(d.theft_report_id) !== userId) rejected.set(d.id, d);
    return [
      ...returned.filter((r) => !reversed.has(r.id)).map((r) => ({ kind: 'recovery' as const, at: r.recovered_at })),
      ...[...rejected.values()].map((d) => ({ kind: 'rejected_claim' as const, at: d.resolved_at })),
    ];
  },
  earnedCents: (db: Db, hunterId: string) => hunterRecordRepository.earnedCents(db, hunterId),
};
