import { isReservedHunterName } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { userRepository } from './user.repository.ts';

/**
 * Gives the public Hunter names chosen before look-alikes were compared (issue #24) their comparison
 * keys, at start-up, oldest account first. A name keeps its place unless an older account already
 * holds a look-alike of it or it is reserved ("admin", "Ritrova Staff"): then it is taken off the
 * newer account, which chooses another in its profile as accounts that never chose one do (owners see
 * "Nome I." meanwhile). Several processes starting at once take turns; the later ones find nothing.
 */
export async function backfillHunterNameKeys(db: Db): Promise<{ keyed: number; cleared: number }> {
  // The usual case, without a lock: nothing left from before.
  if ((await userRepository.hunterNamesWithoutKeys(db)).length === 0) return { keyed: 0, cleared: 0 };
  return runTransaction(db, async (trx) => {
    await userRepository.lockHunterNameBackfill(trx);
    let keyed = 0;
    let cleared = 0;
    for (const { id, hunter_name } of await userRepository.hunterNamesWithoutKeys(trx)) {
      const keep = !isReservedHunterName(hunter_name) && !(await userRepository.hunterNameTaken(trx, hunter_name, id));
      await userRepository.setHunterName(trx, id, keep ? hunter_name : null);
      if (keep) keyed += 1;
      else cleared += 1;
    }
    return { keyed, cleared };
  });
}
