import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export interface PublicConfig {
  success: true;
  company: { name: string; vat: string; address: string };
  supportEmail: string;
  version: string;
  /** Whether Sign in with Google is configured on the server. */
  googleSignIn: boolean;
}

/** `GET /api/config/public`: company facts and the support address (footer, home, legal pages). */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiClient.get<PublicConfig>('/api/config/public');
}

export function usePublicConfig() {
  // Company facts change with a deploy, not during a visit.
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
