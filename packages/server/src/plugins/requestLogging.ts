import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One log line per request at `info` instead of Fastify's two ("incoming
 * request" and "request completed"): the completion line alone, carrying the
 * request (method, redacted URL, client address, by the `req` serializer)
 * beside the status and the time taken. The "incoming request" line moves to
 * `debug` (LOG_LEVEL=debug shows requests still in flight, e.g. during a
 * shutdown). Like every line logged through `request.log`, both have the reqId.
 * Every other line Fastify writes (errors, 404s) is unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
