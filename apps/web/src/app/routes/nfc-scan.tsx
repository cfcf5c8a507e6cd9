import { NfcScanView } from '@/features/nfc/components/nfc-scan-view';

/** /nfc-scan (signed in), also `?manual=true`. */
export function Component() {
  return <NfcScanView />;
}
