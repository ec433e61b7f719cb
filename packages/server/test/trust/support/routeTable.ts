import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The route's URL pattern, e.g. `/api/pdf/document-answer/:key`. */
  url: string;
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the server registered, read from its route table
 * (`printRoutes`), so a route added later is covered by the trust tests
 * without editing them. HEAD routes Fastify adds for each GET are left out.
 *
 * printRoutes({ commonPrefix: false }) prints one tree line per node:
 * `│   ├── /document-answer/:key (POST, GET, HEAD, DELETE)`; every 4
 * characters before the branch mark are one level below the parent.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    const methods = (match[3] ?? '').split(',').map((method) => method.trim());
    for (const method of methods) {
      if (method === '' || method === '-' || method === 'HEAD') continue;
      routes.push({ method, url });
    }
  }
  return routes;
}

export function isStateChanging(route: RouteEntry): boolean {
  return stateChangingMethods.has(route.method);
}

/** A concrete path for a pattern: each `:param` and `*` replaced by `fill(name)` (already URL-encoded). */
export function fillPath(url: string, fill: (param: string) => string): string {
  return url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => fill(name ?? '*'));
}
