import type { FastifyRequest } from 'fastify';
import { redactUrl } from '../http/redactUrl.ts';

/** Security-relevant decisions, logged as structured events for investigations (ASVS V7). */
export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.unconfirmed'
  | 'confirm.failure'
  | 'reset.success'
  | 'reset.failure'
  /** A request refused with 401, 403 or 429 (no session, CSRF, staff token, rate limit). */
  | 'refused';

/**
 * Logs one security event at info level with the client address and the
 * (redacted) URL. Callers pass identifiers (the account's email address),
 * never secrets: no passwords, codes, session ids or tokens.
 */
export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  details: { account?: string; status?: number; reason?: string } = {},
): void {
  request.log.info(
    { security: event, ip: request.ip, method: request.method, url: redactUrl(request.url), ...details },
    `security event: ${event}`,
  );
}
