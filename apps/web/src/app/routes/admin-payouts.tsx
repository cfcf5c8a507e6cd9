import { PayoutsView } from '@/features/admin/components/payouts-view';

/** /admin/payouts (role admin): the Hunters' payouts to make by hand. */
export function Component() {
  return <PayoutsView />;
}
