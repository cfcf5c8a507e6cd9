import { ManufacturersPage } from '@/features/public-site/components/manufacturers-page';

/** /manufacturer (public): the landing page for manufacturers. */
export function Component() {
  return <ManufacturersPage />;
}
