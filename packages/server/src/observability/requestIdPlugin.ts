import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers every request with its id in `X-Request-Id` (the id on each of
 * its log lines as `reqId`), so a user's report or a proxy log leads to the
 * server's lines. Fastify assigns the id with `requestIdOf` (requestId.ts).
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
  },
  { name: 'request-id' },
);
