import { apiErrorSchema } from '@ritrova/shared';

/** The documented error responses of a route, for the OpenAPI reference. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));
}
