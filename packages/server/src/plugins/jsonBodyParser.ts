import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The spec's client sends `Content-Type: application/json` on every call, with
 * or without a body (POST /api/submit has none). Fastify's JSON parser rejects
 * an empty body; this one reads it as "no body" and otherwise keeps Fastify's
 * safe parser (prototype-poisoning protection, body limit).
 */
export const jsonBodyParserPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) {
        done(null, undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
  },
  { name: 'json-body-parser' },
);
