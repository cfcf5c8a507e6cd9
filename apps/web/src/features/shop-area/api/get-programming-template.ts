import type { TagProgrammingTemplate } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { shopAreaKeys } from './keys';

/** `GET /api/shop/tags/program/template` (role shop): the URL template for NXP TagWriter's UID mirror. */
export async function getProgrammingTemplate(): Promise<TagProgrammingTemplate> {
  return apiClient.call('GET /api/shop/tags/program/template');
}

export function useProgrammingTemplateQuery() {
  return useQuery({ queryKey: shopAreaKeys.programmingTemplate(), queryFn: getProgrammingTemplate, staleTime: Number.POSITIVE_INFINITY });
}
