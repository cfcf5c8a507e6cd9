// prefix-exception: /api/bikes — the owner's consent to shops' maintenance records is the shops module's; the URL nests it under the bike it concerns
import { maintenanceUpdateSchema, shopActivateTagSchema, shopConsentGrantSchema, shopSaleClaimSchema } from '@ritrova/shared';
import { shopAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import * as consents from './maintenance-consent.service.ts';
import { shopIdFor } from './shop.policy.ts';
import * as sales from './shop-sale.service.ts';
import { tagProgrammingRoutes } from './tag-programming.routes.ts';

/** The shop area: assigned tags, activation at sale, maintenance with consent. */
export async function shopRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shops'];
  const security = [{ bearerAuth: [] }];
  const shopOnly = [app.authenticate, app.requireRole('shop')];
  // The shop area's page opens for admins too (support); they only read.
  const shopOrAdmin = [app.authenticate, app.requireRole('shop', 'admin')];

  r.get(
    '/api/shop/tags',
    {
      schema: {
        tags,
        security,
        summary: 'The tags assigned to your shop, with their sales (admins: any shop, by shopId)',
        querystring: z.object({ shopId: z.uuid({ error: 'validation.invalid' }).optional() }),
        response: { 200: shopAnswers['GET /api/shop/tags'], ...errorResponses(400, 401, 403) },
      },
      preHandler: shopOrAdmin,
    },
    async (request) => ({ success: true as const, tags: await sales.listShopTags(app.ctx, shopIdFor(actor(request), request.query.shopId)) }),
  );

  r.post(
    '/api/shop/tags/:id/activate',
    {
      schema: {
        tags,
        security,
        summary: "Activate one of your tags for a customer at sale: theirs at once if the address has an account, else they're invited by mail",
        params: z.object({ id: z.string() }),
        body: shopActivateTagSchema,
        response: { 201: shopAnswers['POST /api/shop/tags/:id/activate'], ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: shopOnly,
    },
    async (request, reply) => {
      const result = await sales.activateTagForCustomer(app.ctx, actor(request), request.params.id, request.body.customerEmail);
      const message = result.outcome === 'claimed' ? 'Tag activated on the customer’s account' : 'Invitation sent to the customer';
      return reply.status(201).send({ success: true as const, ...result, message });
    },
  );

  r.post(
    '/api/shop/sales/claim',
    {
      schema: {
        tags,
        security,
        summary: 'Take the tag a shop sold you, with the token of the invitation mail (any signed-in account)',
        body: shopSaleClaimSchema,
        response: { 200: shopAnswers['POST /api/shop/sales/claim'], ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      tag: await sales.claimSaleByToken(app.ctx, actor(request), request.body.token),
      message: 'Tag associated to your account',
    }),
  );

  r.get(
    '/api/shop/bikes',
    {
      schema: {
        tags,
        security,
        summary: 'The bikes whose owners let your shop add maintenance records (an admin sees its own account’s: none)',
        response: { 200: shopAnswers['GET /api/shop/bikes'], ...errorResponses(401, 403) },
      },
      preHandler: shopOrAdmin,
    },
    async (request) => ({ success: true as const, bikes: await consents.listConsentedBikes(app.ctx, actor(request)) }),
  );

  r.post(
    '/api/shop/bikes/:bikeId/maintenance',
    {
      schema: {
        tags,
        security,
        summary: "Add a record to a customer's bike log, with the owner's consent (shown with the shop badge)",
        params: z.object({ bikeId: z.string() }),
        body: maintenanceUpdateSchema,
        response: {
          201: shopAnswers['POST /api/shop/bikes/:bikeId/maintenance'],
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: shopOnly,
    },
    async (request, reply) => {
      const data = await consents.recordShopMaintenance(app.ctx, actor(request), request.params.bikeId, request.body);
      return reply.status(201).send({ success: true as const, message: 'Maintenance recorded', data });
    },
  );

  await tagProgrammingRoutes(app);
  await shopConsentRoutes(app);
}

/** The owner's side: which shops may add to a bike's maintenance log. */
async function shopConsentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maintenance'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.get(
    '/api/bikes/:bikeId/shop-consents',
    {
      schema: {
        tags,
        security,
        summary: 'The shops you let add maintenance records to your bike',
        params: z.object({ bikeId: z.string() }),
        response: { 200: shopAnswers['GET /api/bikes/:bikeId/shop-consents'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, consents: await consents.listConsents(app.ctx, actor(request), request.params.bikeId) }),
  );

  r.post(
    '/api/bikes/:bikeId/shop-consents',
    {
      schema: {
        tags,
        security,
        summary: "Let a shop (by its account's e-mail) add maintenance records to your bike",
        params: z.object({ bikeId: z.string() }),
        body: shopConsentGrantSchema,
        response: { 201: shopAnswers['POST /api/bikes/:bikeId/shop-consents'], ...errorResponses(400, 401, 404) },
      },
      preHandler,
    },
    async (request, reply) => {
      const list = await consents.grantConsent(app.ctx, actor(request), request.params.bikeId, request.body.shopEmail);
      return reply.status(201).send({ success: true as const, consents: list });
    },
  );

  r.delete(
    '/api/bikes/:bikeId/shop-consents/:shopId',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a shop’s consent (its records already written stay)',
        params: z.object({ bikeId: z.string(), shopId: z.string() }),
        response: { 200: shopAnswers['DELETE /api/bikes/:bikeId/shop-consents/:shopId'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => {
      await consents.revokeConsent(app.ctx, actor(request), request.params.bikeId, request.params.shopId);
      return { success: true as const, message: 'Consent withdrawn' };
    },
  );
}
