import type { Location } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '../../../lib/api-client';

export interface SightingReport {
  uid: string;
  location?: Location;
  /** The owner sees the exact point; otherwise about 100 m. */
  shareExact: boolean;
  note?: string;
  /** The finder may be contacted through Ritrova, never directly. */
  contactConsent: boolean;
  contactEmail?: string;
  /** The scan this report follows (from the verification answer). */
  scanId?: string;
}

/** `POST /api/sightings` (public): somebody saw a stolen bike; its owner is alerted. */
export async function reportSighting(report: SightingReport): Promise<void> {
  await apiClient.post<{ success: true; message: string }>('/api/sightings', report, { timeoutMs: requestTimeouts.tagsBikes, redirectOnSessionEnd: false });
}

export function useReportSightingMutation() {
  return useMutation({ mutationFn: reportSighting });
}
