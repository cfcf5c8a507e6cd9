import { normalizeTagUid } from '@ritrova/shared';
import { useSearchParams } from 'react-router';
import { MissingUid, VerificationView } from '../../features/verification/components/verification-view';

/**
 * /nfc/verifica?uid=… (public), the page a tag opens on a stranger's phone. Kept
 * small: no form library, no dialogs; the map of the sighting form loads on demand.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const uid = normalizeTagUid(searchParams.get('uid') ?? '');
  if (!uid) return <MissingUid />;
  return <VerificationView key={uid} uid={uid} />;
}
