import { FaqPage } from '@/features/public-site/components/faq-page';

/** /faq (public). */
export function Component() {
  return <FaqPage />;
}
