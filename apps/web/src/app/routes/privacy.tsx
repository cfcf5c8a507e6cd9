import { LegalDocument } from '@/features/public-site/components/legal-document';

/** /privacy (public): the privacy policy. */
export function Component() {
  return <LegalDocument document="privacy" />;
}
