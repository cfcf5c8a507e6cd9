import type { FastifyInstance } from 'fastify';

/** The shop area: assigned tags, activation at sale, maintenance with consent. */
export async function shopRoutes(_app: FastifyInstance) {}
