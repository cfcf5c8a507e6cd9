import { ShopsPage } from '@/features/public-site/components/shops-page';

/** /shop (public): the landing page for bike shops. */
export function Component() {
  return <ShopsPage />;
}
