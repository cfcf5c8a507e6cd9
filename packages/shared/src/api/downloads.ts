/**
 * The routes whose successful answer is a file, not JSON (issue #29 item 6, decision 070): each under its
 * method and Fastify path, with the content type it is sent as. The route declares it (`produces`, and
 * `fileAnswerSchema` as its 200 in files.ts); the web's `apiClient.download` takes the same key, checks the
 * answer's content type against it and hands back a Blob. A refusal is JSON, the shared `apiErrorSchema`
 * (the route's `errorResponses`, the client's `ApiError`), as every route's.
 * NOTE: no zod here: the web imports this map as a value (the content type to check), and zod stays out of
 * the pages' bundles (decision 070).
 */
export const apiDownloads = {
  'GET /api/admin/tags/export.csv': 'text/csv',
  'GET /api/admin/tags/batches/:batch/provisioning.csv': 'text/csv',
  'GET /api/shop/tag-batches/:batch/provisioning.csv': 'text/csv',
} as const satisfies Readonly<Record<`GET /api/${string}`, string>>;

/** A route the web downloads a file from: `'GET /api/admin/tags/export.csv'`. */
export type ApiDownloadEndpoint = keyof typeof apiDownloads;
