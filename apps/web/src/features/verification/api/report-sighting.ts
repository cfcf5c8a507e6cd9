import { useMutation } from '@tanstack/react-query';
import { type SightingDetails, sendSighting } from '@/lib/sighting-report';

/** A report from the tag page: the tag, and the scan it follows (from the verification answer). */
export interface SightingReport extends SightingDetails {
  uid: string;
  scanId?: string;
}

/**
 * `POST /api/sightings` (public): somebody saw a stolen bike; its owner is
 * alerted. With a photo it is sent as multipart; without, as JSON.
 */
export function useReportSightingMutation() {
  return useMutation({ mutationFn: (report: SightingReport) => sendSighting({ endpoint: 'POST /api/sightings' }, report) });
}
