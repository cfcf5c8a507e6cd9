import type { z } from 'zod';

/**
 * The successful answers of a group of routes, each under the route's method and Fastify path
 * (`'GET /api/bikes/:id'`): the route declares the schema as its `response` (its serializer encodes every
 * answer through it, the OpenAPI document is drawn from it) and the web's `apiClient.call` takes the same key
 * and returns the schema's type (decision 070). One schema, two readers: nothing written twice.
 */
export type Answers = Readonly<Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`, z.ZodType>>;

/** Checks the keys and keeps the literal ones (no widening to `string`). */
export const answers = <const A extends Answers>(a: A): A => a;

/** What the route sends, as the client reads it: the schema's input (the serializer encodes the handler's value into it). */
export type AnswerOf<A extends Answers, K extends keyof A> = A[K] extends z.ZodType ? z.input<A[K]> : never;
