import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages.ts';

/**
 * Headers for answers Fastify gives before any hook runs (a URL it cannot
 * route): the security headers plugin never sees them, so they are set here.
 */
const errorHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const frameworkErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: messages.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.urlTooLong },
};

/**
 * Fastify's `frameworkErrors` option: a URL with a broken %-escape or an
 * over-long parameter gets our `{ message }` JSON and security headers
 * instead of Fastify's default body without them.
 */
export function replyToFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (!known) request.log.error({ err: error }, 'unexpected framework error');
  void reply
    .code(known?.status ?? 500)
    .headers(errorHeaders)
    .type('application/json; charset=utf-8')
    .send({ message: known?.message ?? messages.generic });
}
