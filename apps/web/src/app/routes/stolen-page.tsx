import { useParams, useSearchParams } from 'react-router';
import { StolenPageView } from '@/features/stolen/components/stolen-page-view';
import { usePageData } from '@/lib/page-data';
import { NotFoundPage } from './not-found';

/**
 * /rubate/:publicId (public): a published theft, with its sighting form. Rendered on the server; an
 * unknown, withdrawn or recovered theft is the not-found page there (404), and here while hydrating.
 * `?segnalazione=inviata`: where a report sent without JavaScript lands (the thanks at the form).
 */
export function Component() {
  const { publicId = '' } = useParams();
  const [search] = useSearchParams();
  const rendered = usePageData();
  if (rendered?.notFound) return <NotFoundPage />;
  const sent = search.get('segnalazione') === 'inviata' ? { contact: search.get('contatto') === '1' } : null;
  return <StolenPageView key={publicId} publicId={publicId} sent={sent} />;
}
