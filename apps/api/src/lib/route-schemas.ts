import { apiErrorSchema } from '@ritrova/shared';
import { type ApiDownloadEndpoint, apiDownloads, fileAnswerSchema } from '@ritrova/shared/api';

/** The documented error responses of a route, for the OpenAPI reference. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));
}

/**
 * The responses of a download route (decision 070): its file as the content type its entry of `apiDownloads`
 * names, each refusal as JSON (the shared error answer, as every route's). Each status says its own content
 * type, so the OpenAPI document does not show the refusals as files.
 */
export function downloadResponses(endpoint: ApiDownloadEndpoint, ...statuses: number[]) {
  return {
    200: { description: 'The file', content: { [apiDownloads[endpoint]]: { schema: fileAnswerSchema } } },
    ...Object.fromEntries(statuses.map((s) => [s, { description: 'Refused', content: { 'application/json': { schema: apiErrorSchema } } }])),
  };
}
