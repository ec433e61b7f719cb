import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** Liveness and readiness in one: answers 200 only when the database answers. */
export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and readiness: 200 only when the database answers',
        tags: ['operations'],
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
        },
      },
    },
    async () => {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    },
  );
}
