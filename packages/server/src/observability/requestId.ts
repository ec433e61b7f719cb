import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a proxy may set and the server always answers with. */
export const requestIdHeader = 'x-request-id';

/** Short and made of characters that cannot break a log line, a header or a log query. */
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is short and
 * safe (so a proxy's id follows the request into our log), else a random
 * UUID. Anything else a client sends is ignored, never logged.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}
