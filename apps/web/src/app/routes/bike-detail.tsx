import { useParams } from 'react-router';
import { BikeDetailView } from '../../features/bikes/components/bike-detail-view';

/** /bikes/{bikeId}. */
export function Component() {
  const { bikeId = '' } = useParams();
  // A new id is a new page: edit mode and dialogs of the previous bike do not carry over.
  return <BikeDetailView key={bikeId} bikeId={bikeId} />;
}
