import { useSearchParams } from 'react-router';
import { SightingSent } from '@/features/verification/components/sighting-sent';

/** /nfc/verifica/grazie: where a sighting sent without JavaScript lands (reloading it sends nothing again). */
export function Component() {
  const [searchParams] = useSearchParams();
  return <SightingSent contact={searchParams.get('contatto') === '1'} />;
}
