import type { FastifyInstance } from 'fastify';

/** Users (admin): search, view, role, suspension, verification mail. */
export async function adminUserRoutes(_app: FastifyInstance) {}
