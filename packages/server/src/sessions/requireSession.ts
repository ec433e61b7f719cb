import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import type { SessionInfo } from './sessionStore.ts';

/**
 * The applicant's live session, for a route whose feature plugin runs
 * `app.sessions.authenticate` before it: a route that reads the session
 * without that hook answers 401 rather than acting for nobody.
 */
export function requireSession(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new HttpError(401, messages.sessionInvalid);
  return request.session;
}
