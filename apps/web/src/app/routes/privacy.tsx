import { PrivacyDocument } from '@/features/public-site/components/privacy-document';

/** /privacy (public): the privacy policy. */
export function Component() {
  return <PrivacyDocument />;
}
