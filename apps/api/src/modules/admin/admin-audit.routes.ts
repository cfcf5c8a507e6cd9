import type { FastifyInstance } from 'fastify';

/** The audit log (admin, read only). */
export async function adminAuditRoutes(_app: FastifyInstance) {}
