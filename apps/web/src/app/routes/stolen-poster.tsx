import { useParams } from 'react-router';
import { StolenPosterView } from '@/features/stolen/components/stolen-poster-view';
import { usePageData } from '@/lib/page-data';
import { NotFoundPage } from './not-found';

/** /rubate/:publicId/poster (public): the printable A4 poster, rendered on the server (404 for a theft not published). */
export function Component() {
  const { publicId = '' } = useParams();
  if (usePageData()?.notFound) return <NotFoundPage />;
  return <StolenPosterView key={publicId} publicId={publicId} />;
}
