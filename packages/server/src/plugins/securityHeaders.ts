import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  publicOrigin: string;
  /** Other origins the app may send requests to (the S3 bucket uploads are posted to). */
  connectSources?: readonly string[];
}

/** Paths whose responses carry applicant data or secrets and are never cached. */
const noStorePrefixes = ['/api/', '/public/', '/service/', '/lookup/', '/healthz', '/readyz', '/metrics'];

/**
 * Security headers on every response: a strict CSP (scripts only from our
 * origin, no eval, no inline scripts; inline styles allowed for emotion),
 * no framing, nosniff, no referrer (pages with `?token=` must not leak it),
 * HSTS only on https. API responses are `Cache-Control: no-store`.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const https = new URL(options.publicOrigin).protocol === 'https:';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(options.connectSources ?? [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? '/';
      if (noStorePrefixes.some((prefix) => path.startsWith(prefix))) reply.header('Cache-Control', 'no-store');
      reply.removeHeader('X-Powered-By');
      return payload;
    });
  },
  { name: 'security-headers' },
);
