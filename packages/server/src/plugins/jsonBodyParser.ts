import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError.ts';
import { hasUnstorableText } from '../http/unstorableText.ts';
import { messages } from '../messages.ts';

/**
 * The app sends `Content-Type: application/json` on every call, with
 * or without a body (POST /api/submit has none). Fastify's JSON parser rejects
 * an empty body; this one reads it as "no body" and otherwise keeps Fastify's
 * safe parser (prototype-poisoning protection, body limit). Text the
 * database cannot store (NUL, a lone surrogate) is refused here, once for
 * every route, instead of failing in a query as a 500.
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
      parseJson(request, body as string, (error, value) => {
        if (error) return done(error);
        if (hasUnstorableText(value)) return done(new HttpError(400, messages.unstorableText));
        done(null, value);
      });
    });
  },
  { name: 'json-body-parser' },
);
