import { useParams } from 'react-router';
import { StolenPosterView } from '@/features/stolen/components/stolen-poster-view';
import { TheftEndedView } from '@/features/stolen/components/theft-ended-view';
import { usePageData } from '@/lib/page-data';
import { NotFoundPage } from './not-found';

/** /rubate/:publicId/poster (public): the printable A4 poster, rendered on the server (404 for an unknown theft; 410 and its thanks for one recovered or withdrawn). */
export function Component() {
  const { publicId = '' } = useParams();
  const rendered = usePageData();
  if (rendered?.notFound) return <NotFoundPage />;
  if (rendered?.theftEnded) return <TheftEndedView outcome={rendered.theftEnded.outcome} poster />;
  return <StolenPosterView key={publicId} publicId={publicId} />;
}
