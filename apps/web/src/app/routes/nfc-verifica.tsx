import { useLocation } from 'react-router';
import { MissingUid, VerificationView } from '@/features/verification/components/verification-view';
import { readingFromSearch } from '@/lib/tags/verify-tag';

/**
 * /nfc/verifica?uid=… (public), the page a tag opens on a stranger's phone; a
 * secure tag opens /nfc/verifica?e=…&c=… instead, a signed message passed on
 * untouched. Kept small: no form library, no dialogs; the map of the sighting
 * form loads on demand.
 */
export function Component() {
  const { search } = useLocation();
  const reading = readingFromSearch(search);
  if (!reading) return <MissingUid />;
  return <VerificationView key={'uid' in reading ? reading.uid : reading.sun} reading={reading} />;
}
