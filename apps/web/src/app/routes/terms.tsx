import { LegalDocument } from '@/features/public-site/components/legal-document';

/** /terms (public): the terms of service. */
export function Component() {
  return <LegalDocument document="terms" />;
}
