import { useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { NfcScanSignedOut, NfcScanView } from '@/features/nfc/components/nfc-scan-view';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * /nfc-scan, also `?manual=true`: the scan for a signed-in user; signed out, spec §2's
 * "authentication required" notice with a login button back here (not a redirect to /login).
 */
export function Component() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') return <NfcScanSignedOut back={`${location.pathname}${location.search}`} />;
  return <NfcScanView />;
}
