import { StolenListView } from '@/features/stolen/components/stolen-list-view';

/** /rubate (public): the published stolen bikes. */
export function Component() {
  return <StolenListView />;
}
