import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    clock: Clock;
    serverConfig: ServerConfig;
  }
}

/** The database, the clock and the configuration, shared by every route. */
export const corePlugin = fp(
  async (app: FastifyInstance, options: { db: Database; clock: Clock; config: ServerConfig }) => {
    app.decorate('db', options.db);
    app.decorate('clock', options.clock);
    app.decorate('serverConfig', options.config);
  },
  { name: 'core' },
);
