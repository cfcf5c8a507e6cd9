import { adminLedgerQuerySchema } from '@ritrova/shared';
import { adminAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { ledgerBalance, ledgerJournal } from './admin-ledger.service.ts';

/** Ledger journal and balance check (admin, read only). */
export async function adminLedgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/api/admin/ledger',
    {
      schema: {
        tags,
        security,
        summary: 'The ledger journal, newest first, filtered by account, days (Italian time) or reference',
        querystring: adminLedgerQuerySchema,
        response: { 200: adminAnswers['GET /api/admin/ledger'], ...errorResponses(400, 401, 403) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await ledgerJournal(app.ctx, request.query)) }),
  );

  r.get(
    '/api/admin/ledger/balance',
    {
      schema: {
        tags,
        security,
        summary: 'The balance check: the sum of all entries (must be 0), unbalanced transactions, account balances',
        response: { 200: adminAnswers['GET /api/admin/ledger/balance'], ...errorResponses(401, 403) },
      },
      preHandler,
    },
    async () => ({ success: true as const, ...(await ledgerBalance(app.ctx)) }),
  );
}
