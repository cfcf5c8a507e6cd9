import { ContactView } from '@/features/contact/components/contact-view';

/** /contact (public). */
export function Component() {
  return <ContactView />;
}
