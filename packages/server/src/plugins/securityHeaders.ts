import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  publicOrigin: string;
  /** Other origins the app may send requests to (the S3 bucket uploads are posted to). */
  connectSources?: readonly string[];
}

/** Paths whose responses carry applicant data or secrets and are never cached. */
const noStorePrefixes = ['/api/', '/public/', '/service/', '/lookup/', '/healthz', '/readyz', '/metrics'];

/**
 * The headers helmet sets for these options, worked out once: they depend on
 * the configuration only (no nonces), so the response of every request gets
 * the same object instead of helmet parsing its directives per request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return headers;
}

/**
 * A Content-Security-Policy with more sources for styles (the hashes of a
 * page's own `<style>` elements): added to its style-src directive, or to
 * default-src's sources in a new one.
 */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const at = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'style-src');
  if (at >= 0) {
    directives[at] = `${directives[at]} ${sources.join(' ')}`;
  } else {
    const fallback = directives.find((directive) => directive.split(/\s+/)[0] === 'default-src');
    directives.push(['style-src', ...(fallback?.split(/\s+/).slice(1) ?? []), ...sources].join(' '));
  }
  return directives.filter((directive) => directive !== '').join('; ');
}

/** An address that carries a staff or prefill token: its page must never be indexed, whatever robots.txt says. */
const carriesToken = (url: string) => /[?&](service_)?token=/.test(url);

/** Swagger UI's pages (the API reference at /docs) set inline styles: the one place the CSP allows them. */
const allowsInlineStyles = (path: string) => path === '/docs' || path.startsWith('/docs/');

/**
 * Security headers on every response: a strict CSP (scripts and styles only
 * from our origin, no eval, nothing inline: the app's styles are stylesheet
 * files; only Swagger UI under /docs may set inline styles), no framing,
 * nosniff, no referrer (pages with `?token=` must not leak it), HSTS only on
 * https. API responses are `Cache-Control: no-store`; a page opened with a
 * token in its address is `X-Robots-Tag: noindex, nofollow`.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const https = new URL(options.publicOrigin).protocol === 'https:';
    const headersWith = (styleSrc: string[]) =>
      helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            scriptSrcAttr: ["'none'"],
            styleSrc,
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
    const headers = headersWith(["'self'"]);
    const inlineStyleHeaders = headersWith(["'self'", "'unsafe-inline'"]);
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(allowsInlineStyles(request.url.split('?')[0] ?? '/') ? inlineStyleHeaders : headers);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? '/';
      if (noStorePrefixes.some((prefix) => path.startsWith(prefix))) reply.header('Cache-Control', 'no-store');
      if (carriesToken(request.url)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      reply.removeHeader('X-Powered-By');
      return payload;
    });
  },
  { name: 'security-headers' },
);
