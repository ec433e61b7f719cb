import type { RouteOptions } from 'fastify';
import { errorResponse } from './schemas.ts';

/** Who may call a feature's routes: the OpenAPI security of each, and whether its plugin checks the session. */
export type RouteAccess = 'public' | 'session' | 'staffLink';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The statuses the server's own plugins answer for a route, beside those its
 * handler gives: 400 (a bad URL, query or body, a body where none belongs),
 * 403 (the CSRF checks on state-changing calls; a staff link on /api), 401
 * (no live session), 413 and 415 (a body too large or not JSON), 414 (an
 * over-long path parameter), 500 and 503 (the node is shutting down).
 */
export function infrastructureStatuses(route: RouteOptions, access: RouteAccess): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const url = route.url ?? '';
  const csrf = route.config?.csrf;
  const statuses = [400, 500, 503];
  if (access === 'session') statuses.push(401, 403);
  if (url.startsWith('/api/')) statuses.push(403);
  if (csrf !== 'exempt' && (csrf === 'fetch-metadata' || methods.some((method) => stateChanging.has(method)))) {
    statuses.push(403);
  }
  if (methods.some((method) => bodyMethods.has(method))) statuses.push(413, 415);
  if (url.includes('/:')) statuses.push(414);
  return [...new Set(statuses)];
}

/** The OpenAPI security requirement of a route with this access. */
export function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if (access === 'session') return [{ sessionCookie: [] }];
  if (access === 'staffLink') return [{ staffLink: [] }];
  return [];
}

/** Adds the infrastructure statuses a route's schema does not list yet (as `{ message }` errors). */
export function withInfrastructureResponses(route: RouteOptions, access: RouteAccess): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const status of infrastructureStatuses(route, access)) {
    if (!(status in response)) response[status] = errorResponse;
  }
  route.schema = { ...schema, response, security: schema.security ?? securityOf(access) };
}
