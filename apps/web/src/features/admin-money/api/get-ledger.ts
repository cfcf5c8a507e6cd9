import type { AdminLedgerQuery } from '@ritrova/shared';
import type { ApiAnswer } from '@ritrova/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminMoneyKeys, searchOf } from './keys';

/** One page of the journal: its transactions and the pagination. */
export type LedgerPage = ApiAnswer<'GET /api/admin/ledger'>;

/** `GET /api/admin/ledger` (admins): the journal, newest first. */
export function getLedger(query: Partial<AdminLedgerQuery>): Promise<LedgerPage> {
  return apiClient.call('GET /api/admin/ledger', { query: searchOf(query) });
}

export function useLedgerQuery(query: Partial<AdminLedgerQuery>) {
  return useQuery({ queryKey: adminMoneyKeys.ledger(query), queryFn: () => getLedger(query), placeholderData: keepPreviousData });
}

/** `GET /api/admin/ledger/balance` (admins): the sum of all entries and each account's balance. */
export function getLedgerBalance(): Promise<ApiAnswer<'GET /api/admin/ledger/balance'>> {
  return apiClient.call('GET /api/admin/ledger/balance');
}

export function useLedgerBalanceQuery() {
  return useQuery({ queryKey: adminMoneyKeys.balance(), queryFn: getLedgerBalance });
}
