import { accountAnswers } from './account.ts';
import { adminAnswers } from './admin.ts';
import type { AnswerOf } from './answers.ts';
import { authAnswers } from './auth.ts';
import { bikeAnswers } from './bikes.ts';
import { hunterAnswers } from './hunters.ts';
import { messageAnswers } from './messages.ts';
import { notificationAnswers } from './notifications.ts';
import { shopAnswers } from './shops.ts';
import { stolenAnswers } from './stolen.ts';
import { systemAnswers } from './system.ts';
import { tagAnswers } from './tags.ts';
import { theftAnswers } from './thefts.ts';

export * from './account.ts';
export * from './admin.ts';
export * from './answers.ts';
export * from './auth.ts';
export * from './bikes.ts';
export * from './downloads.ts';
export * from './files.ts';
export * from './hunters.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './shops.ts';
export * from './stolen.ts';
export * from './system.ts';
export * from './tags.ts';
export * from './thefts.ts';

/**
 * Every route the web calls with `apiClient.call`, by method and path, with the schema of its successful
 * answer (decision 070). The API's routes declare these same schemas as their `response`; the web imports
 * this module's types only (`import type`), so no zod reaches its bundles.
 */
export const apiAnswers = {
  ...bikeAnswers,
  ...theftAnswers,
  ...tagAnswers,
  ...hunterAnswers,
  ...shopAnswers,
  ...messageAnswers,
  ...stolenAnswers,
  ...adminAnswers,
  ...accountAnswers,
  ...authAnswers,
  ...notificationAnswers,
  ...systemAnswers,
} as const;

export type ApiAnswers = typeof apiAnswers;
/** A route the web may call: `'GET /api/bikes/:id'`. */
export type ApiEndpoint = keyof ApiAnswers;
/** The body of a successful answer of `E`. */
export type ApiAnswer<E extends ApiEndpoint> = AnswerOf<ApiAnswers, E>;
