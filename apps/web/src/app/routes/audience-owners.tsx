import { OwnersPage } from '@/features/public-site/components/owners-page';

/** /user (public): the landing page for bike owners. */
export function Component() {
  return <OwnersPage />;
}
