import type { FastifyInstance } from 'fastify';

/** Thefts, recoveries and disputes (admin). */
export async function adminTheftRoutes(_app: FastifyInstance) {}
