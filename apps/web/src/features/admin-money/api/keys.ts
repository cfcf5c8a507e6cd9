import type { AdminLedgerQuery, AdminTheftsQuery } from '@ritrova/shared';

/** The admin money feature's query keys (overview, thefts, ledger). */
export const adminMoneyKeys = {
  all: ['admin-money'] as const,
  overview: () => ['admin-money', 'overview'] as const,
  thefts: (query: Partial<AdminTheftsQuery>) => ['admin-money', 'thefts', query] as const,
  theft: (id: string) => ['admin-money', 'theft', id] as const,
  ledger: (query: Partial<AdminLedgerQuery>) => ['admin-money', 'ledger', query] as const,
  balance: () => ['admin-money', 'ledger-balance'] as const,
};

/** The query of the filled-in values (empty when none). */
export function searchOf(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
