import type { FastifyInstance } from 'fastify';

/** Overview figures (admin). */
export async function adminOverviewRoutes(_app: FastifyInstance) {}
