import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError.ts';
import { errorResponse } from '../http/schemas.ts';

/** The route label of requests no route matched (404s): one series, however many URLs are probed. */
export const unmatchedRoute = 'unmatched';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasBearer(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  // Digests have one length, so timingSafeEqual never throws and the comparison reveals nothing about the token.
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /metrics` in the Prometheus text format, only when METRICS_TOKEN is
 * set (otherwise nothing is collected and /metrics is a 404), and only with
 * `Authorization: Bearer <METRICS_TOKEN>`. Register it before the routes it
 * should count.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { metricsToken: string | undefined }) => {
    const token = options.metricsToken;
    if (token === undefined) return;
    // prom-client is loaded only when the metrics are on.
    const { createMetricsRegistry } = await import('./metricsRegistry.ts');
    const metrics = createMetricsRegistry({
      db: app.db,
      clock: app.clock,
      log: app.log,
      // The documents plugin registers after this one; the counts are read at scrape time.
      sweepCounts: () => (app.hasDecorator('documents') ? app.documents.sweepCounts : undefined),
      jobLaneUsage: () =>
        app.hasDecorator('documents') && app.documents.config.jobWorker ? app.documents.worker.usage() : undefined,
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? unmatchedRoute;
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });

    app.get(
      '/metrics',
      {
        schema: {
          operationId: 'getMetrics',
          summary: 'Prometheus metrics (only when METRICS_TOKEN is set; needs Authorization: Bearer <token>)',
          tags: ['operations'],
          security: [{ metricsToken: [] }],
          produces: ['text/plain'],
          response: {
            200: { description: 'Prometheus text exposition format', type: 'string' },
            401: errorResponse,
          },
        },
      },
      async (request, reply) => {
        if (!hasBearer(request, token)) {
          throw new HttpError(
            401,
            'The metrics need Authorization: Bearer <METRICS_TOKEN>.',
            {},
            {
              'WWW-Authenticate': 'Bearer realm="metrics"',
            },
          );
        }
        const text = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['core'] },
);
