import { LedgerView } from '@/features/admin-money/components/ledger-view';

/** /admin/ledger (role admin): the ledger journal and its balance check. */
export function Component() {
  return <LedgerView />;
}
