import { TermsDocument } from '@/features/public-site/components/terms-document';

/** /terms (public): the terms of service. */
export function Component() {
  return <TermsDocument />;
}
