import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimiter, type RateLimiter } from '../security/rateLimiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('rateLimiter', createRateLimiter(app.db, app.clock, app.serverConfig.rateLimitFactor));
  },
  { name: 'rate-limit', dependencies: ['core'] },
);
