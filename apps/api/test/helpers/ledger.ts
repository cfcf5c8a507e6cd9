import type { AppContext } from '../../src/context.ts';

/** The sum of every ledger entry: 0 whenever the books balance (each movement's legs cancel out). */
export async function ledgerSum(ctx: AppContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
