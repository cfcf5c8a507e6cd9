import { OverviewView } from '@/features/admin-money/components/overview-view';

/** /admin (role admin): figures and trends. */
export function Component() {
  return <OverviewView />;
}
