import { TestTagScanView } from '@/features/nfc/components/test-tag-scan-view';

/** /test-tag-scan (public developer page). */
export function Component() {
  return <TestTagScanView />;
}
