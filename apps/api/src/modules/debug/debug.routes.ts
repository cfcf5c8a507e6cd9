import type { FastifyInstance } from 'fastify';

/** Debug endpoints for the admins' API debugger. */
export async function debugRoutes(_app: FastifyInstance) {}
