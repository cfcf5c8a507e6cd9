import { useParams } from 'react-router';
import { BikeRecordView } from '@/features/bikes/components/bike-record-view';

/** /bikes/{bikeId}/record: the bike's printable record ("Scheda della bici"), for its owner. */
export function Component() {
  const { bikeId = '' } = useParams();
  return <BikeRecordView key={bikeId} bikeId={bikeId} />;
}
