import type { FastifyInstance } from 'fastify';

/** Ledger journal and balance check (admin). */
export async function adminLedgerRoutes(_app: FastifyInstance) {}
