import { StolenCheckView } from '@/features/stolen-check/components/stolen-check-view';

/** /stolen-check (public). */
export function Component() {
  return <StolenCheckView />;
}
