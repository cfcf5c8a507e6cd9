import { TheftsView } from '@/features/admin-money/components/thefts-view';

/** /admin/thefts (role admin): open reports, sightings, hunts and disputes. */
export function Component() {
  return <TheftsView />;
}
