import type { FastifyInstance } from 'fastify';

/**
 * What search engines may index: the public pages of the application, never
 * the API, a staff link (`?service_token=`), a prefill link (`?token=`) or an
 * uploaded file. Links with a token are secrets in an address: a crawler that
 * found one in a referrer or a mail archive must not keep or show it. The
 * wildcard lines are understood by the large engines; the prefix lines by all.
 */
export const robotsTxt = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /public/',
  'Disallow: /service/',
  'Disallow: /uploads/',
  'Disallow: /lookup/',
  'Disallow: /metrics',
  'Disallow: /*?token=',
  'Disallow: /*&token=',
  'Disallow: /*?service_token=',
  'Disallow: /*&service_token=',
  'Disallow: /completion',
  '',
].join('\n');

/** `GET /robots.txt`: plain text, cached for a day (it changes only with a new release). */
export async function robotsRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        summary: 'Which paths search engines may crawl: none of the API, staff links, prefill links or uploads',
        tags: ['operations'],
        produces: ['text/plain'],
        response: { 200: { type: 'string' } },
      },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(robotsTxt),
  );
}
