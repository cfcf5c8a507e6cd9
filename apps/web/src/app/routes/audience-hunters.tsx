import { HuntersPage } from '@/features/public-site/components/hunters-page';

/** /hunter (public): the landing page for Hunters. */
export function Component() {
  return <HuntersPage />;
}
