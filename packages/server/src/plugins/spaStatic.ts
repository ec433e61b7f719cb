import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Path prefixes that belong to the API; everything else is the SPA. */
export const apiPrefixes = [
  '/api/',
  '/public/',
  '/service/',
  '/lookup/',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
  '/uploads/',
];

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for any
 * other GET so that client-side routes (/about, /login, ...) load on refresh.
 */
export async function registerSpaStatic(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const indexFile = staticDir ? join(staticDir, 'index.html') : undefined;
  const hasBuild = indexFile !== undefined && existsSync(indexFile);
  if (hasBuild && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else if (staticDir) {
    app.log.warn(`No built app found at ${staticDir ?? '(none)'}; run "npm run build" to serve the SPA.`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
    if (request.method === 'GET' && !isApi && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
  });
}
