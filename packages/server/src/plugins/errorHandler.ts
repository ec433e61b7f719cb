import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { boundMessage } from '../http/echoedInput.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { logSecurityEvent } from '../security/securityLog.ts';

/** Statuses that refuse a caller (no session, CSRF or staff token, rate limit): logged as security events. */
const refusals = new Set([401, 403, 429]);

const knownClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.bodyMustBeObject },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header does not match the body.' },
};

/** Whether a payload is an error answer's `{ message, ... }`. */
function hasMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * Every error becomes `{ message }` JSON with the right status: our HttpErrors
 * as they are, schema errors as 400 with the formatted message, Fastify's
 * body errors with clear texts, and anything unexpected as a 500 with the
 * generic text (the detail goes to the log only). Never an HTML page.
 *
 * The message of every error answer, from here or sent by a route itself,
 * is bounded (boundMessage): however much of the request a message repeats,
 * the answer stays under 1 KB.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: it runs for every answer, and most pass through untouched without a promise.
    app.addHook('preSerialization', (_request, reply, payload, done) => {
      if (reply.statusCode < 400 || !hasMessage(payload)) return done(null, payload);
      const message = boundMessage(payload.message);
      done(null, message === payload.message ? payload : { ...payload, message });
    });
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        if (refusals.has(error.statusCode)) {
          logSecurityEvent(request, 'refused', { status: error.statusCode, reason: error.message });
        }
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ message: error.message, ...error.body });
      }
      if (error.validation) {
        return reply.code(400).send({ message: error.message });
      }
      const known = error.code ? knownClientErrors[error.code] : undefined;
      if (known) return reply.code(known.status).send({ message: known.message });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ message: messages.generic });
    });
  },
  { name: 'error-handler' },
);
