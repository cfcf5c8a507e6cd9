import { isSunQuery, normalizeTagUid } from '@ritrova/shared';
import { useLocation, useSearchParams } from 'react-router';
import { MissingUid, VerificationView } from '../../features/verification/components/verification-view';

/**
 * /nfc/verifica?uid=… (public), the page a tag opens on a stranger's phone; a
 * secure tag opens /nfc/verifica?e=…&c=… instead, a signed message passed on
 * untouched. Kept small: no form library, no dialogs; the map of the sighting
 * form loads on demand.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  if (isSunQuery(searchParams)) return <VerificationView key={search} reading={{ sun: search.replace(/^\?/, '') }} />;
  const uid = normalizeTagUid(searchParams.get('uid') ?? '');
  if (!uid) return <MissingUid />;
  return <VerificationView key={uid} reading={{ uid }} />;
}
