import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';

/** A staff link is read-only and limited to /service: any /api request carrying one is refused (403). */
export function refuseStaffToken(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'service_token' in query) throw new HttpError(403, messages.staffTokenOnApi);
}
