import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The JSON body parser: Fastify's own (prototype and constructor poisoning
 * refused, malformed JSON → 400 `MALFORMED_JSON`, the body limit of the app or
 * of the route), except that an empty body is an empty object. The spec's client
 * sends `Content-Type: application/json` on every call, also on the bodiless
 * POSTs (logout, report-recovered: spec §7 "empty body"), which Fastify would
 * refuse as `FST_ERR_CTP_EMPTY_JSON_BODY`.
 *
 * Why `{}` and not "no body": every body of this API is a JSON object, and Fastify
 * validates a missing body as `null`, which a schema's `.default({})` does not
 * take. As `{}`, an optional body gets its defaults (report-recovered: nobody
 * credited), and a route whose schema needs fields still answers 400
 * `VALIDATION_ERROR`, naming each missing field.
 *
 * NOTE: a plugin may put its own JSON parser in place only while the inherited
 * one is Fastify's default, so a route plugin with its own (the Stripe webhook
 * reads the raw bytes) is registered before this one (app.ts).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, {});
      return;
    }
    parseJson(request, body, done);
  });
});
