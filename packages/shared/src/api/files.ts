import { z } from 'zod';

/**
 * The body of a download's successful answer, for the route's serializer and the OpenAPI document: the
 * file's text, sent as the content type of its entry in `apiDownloads` (downloads.ts).
 */
export const fileAnswerSchema = z.string().describe("The file's content");
