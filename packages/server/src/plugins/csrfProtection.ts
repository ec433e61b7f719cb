import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError.ts';
import { mediaType } from '../http/mediaType.ts';
import { messages } from '../messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * CSRF handling of a route: 'exempt' for a route with its own protection
     * (e.g. the multipart storage upload, which carries a signed policy);
     * 'fetch-metadata' for a state-changing GET (logout): the origin checks
     * apply but no body is expected.
     */
    csrf?: 'exempt' | 'fetch-metadata';
  }
}

export interface CsrfOptions {
  publicOrigin: string;
  /** Path prefixes exempt from the checks (besides routes with `config.csrf = 'exempt'`). */
  exemptPrefixes?: readonly string[];
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameOriginAllowed(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const ownOrigin = `${request.protocol}://${request.host}`.toLowerCase();
    const allowed = [publicOrigin.toLowerCase(), ownOrigin];
    if (!allowed.includes(origin.toLowerCase())) return false;
  }
  return request.headers['sec-fetch-site'] !== 'cross-site';
}

/**
 * CSRF defence: a state-changing call needs
 * `Content-Type: application/json` (a cross-site form cannot send it without a
 * CORS preflight, which we never grant), and when the browser says where it
 * comes from (`Origin`, `Sec-Fetch-Site`), it must be our own origin.
 */
export const csrfProtectionPlugin = fp(
  async (app: FastifyInstance, options: CsrfOptions) => {
    const exemptPrefixes = options.exemptPrefixes ?? [];
    app.addHook('onRequest', async (request) => {
      const mode = request.routeOptions.config?.csrf;
      if (mode === 'exempt') return;
      const path = request.url.split('?')[0] ?? '/';
      if (exemptPrefixes.some((prefix) => path.startsWith(prefix))) return;
      const changing = stateChanging.has(request.method);
      if (!changing && mode !== 'fetch-metadata') return;
      if (changing && mediaType(request.headers['content-type']) !== 'application/json') {
        throw new HttpError(403, messages.csrfContentType);
      }
      if (!sameOriginAllowed(request, options.publicOrigin)) throw new HttpError(403, messages.csrfOrigin);
    });
  },
  { name: 'csrf-protection' },
);
