import { useParams, useSearchParams } from 'react-router';
import { StolenPageView } from '@/features/stolen/components/stolen-page-view';
import { TheftEndedView } from '@/features/stolen/components/theft-ended-view';
import { usePageData } from '@/lib/page-data';
import { NotFoundPage } from './not-found';

/**
 * /rubate/:publicId (public): a published theft, with its sighting form. Rendered on the server; an
 * unknown theft is the not-found page there (404); a recovered or withdrawn one its thanks or "no longer
 * searched for" (410), and here while hydrating.
 * `?segnalazione=inviata`: where a report sent without JavaScript lands (the thanks at the form).
 */
export function Component() {
  const { publicId = '' } = useParams();
  const [search] = useSearchParams();
  const rendered = usePageData();
  if (rendered?.notFound) return <NotFoundPage />;
  // Issue #27: a recovered (or withdrawn) theft thanks its visitors instead of a dead end.
  if (rendered?.theftEnded) return <TheftEndedView outcome={rendered.theftEnded.outcome} />;
  const sent = search.get('segnalazione') === 'inviata' ? { contact: search.get('contatto') === '1' } : null;
  return <StolenPageView key={publicId} publicId={publicId} sent={sent} />;
}
