import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/schemas.ts';

/**
 * POST /api/keep-alive: 204. The session check that runs before it counts
 * the call as activity; the app calls it while the applicant types, so a
 * long essay on one page never meets an expired session.
 */
export async function keepAliveRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/keep-alive',
    {
      onRequest: app.sessions.authenticate,
      schema: {
        operationId: 'keepAlive',
        summary: 'Count applicant activity (the app calls it while the applicant types); 204',
        tags: ['accounts'],
        security: [{ sessionCookie: [] }],
        response: { 204: { type: 'null' }, ...errorResponses(401) },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  );
}
