import type { AdminLedgerQuery, LedgerBalance, LedgerTransaction } from '@ritrova/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminMoneyKeys, searchOf } from './keys';

export interface LedgerPage {
  transactions: LedgerTransaction[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** `GET /api/admin/ledger` (admins): the journal, newest first. */
export function getLedger(query: Partial<AdminLedgerQuery>): Promise<LedgerPage> {
  return apiClient.get<LedgerPage>(`/api/admin/ledger${searchOf(query)}`);
}

export function useLedgerQuery(query: Partial<AdminLedgerQuery>) {
  return useQuery({ queryKey: adminMoneyKeys.ledger(query), queryFn: () => getLedger(query), placeholderData: keepPreviousData });
}

/** `GET /api/admin/ledger/balance` (admins): the sum of all entries and each account's balance. */
export function getLedgerBalance(): Promise<LedgerBalance> {
  return apiClient.get<LedgerBalance>('/api/admin/ledger/balance');
}

export function useLedgerBalanceQuery() {
  return useQuery({ queryKey: adminMoneyKeys.balance(), queryFn: getLedgerBalance });
}
