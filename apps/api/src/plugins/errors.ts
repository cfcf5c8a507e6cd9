import { FieldValidationError, validationMessageEn } from '@ritrova/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, isDatabaseUnavailable } from '../lib/database-errors.ts';
import { AppError, errorBody } from '../lib/errors.ts';

/**
 * Every failure leaves as `{ success: false, error, message, i18nKey }` with the
 * right status: never a stack trace, never SQL.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) reply.header('retry-after', String(err.extra.retryAfterSeconds));
      return reply.status(err.statusCode).send(err.toBody());
    }
    if (err instanceof FieldValidationError) {
      // Fields read by hand (a form), refused with the same body as a schema failure.
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', err.message, { i18nKey: err.fields[0]?.i18nKey ?? 'errors.VALIDATION_ERROR', fields: err.fields }));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (err.validationContext ?? 'body');
        const key = issue.message ?? '';
        const i18nKey = key.startsWith('validation.') ? key : 'validation.invalid';
        return { field, i18nKey, message: `${field}: ${validationMessageEn(key || 'validation.invalid')}` };
      });
      const first = fields[0];
      return reply.status(400).send(
        errorBody('VALIDATION_ERROR', fields.map((f) => f.message).join('; '), {
          i18nKey: first?.i18nKey ?? 'errors.VALIDATION_ERROR',
          fields,
        }),
      );
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(errorBody('MALFORMED_JSON'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE'));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', err.message));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Other client errors raised by Fastify itself (e.g. a malformed URL).
      return reply.status(err.statusCode).send(errorBody('VALIDATION_ERROR', err.message, { i18nKey: 'errors.VALIDATION_ERROR' }));
    }
    if (isDatabaseUnavailable(err)) {
      // The database is away (stopped, restarting, out of connections): say so, and when to try again.
      request.log.warn({ err }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply.status(503).header('retry-after', String(unavailable.extra.retryAfterSeconds)).send(unavailable.toBody());
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('SERVER_ERROR'));
  });
});
