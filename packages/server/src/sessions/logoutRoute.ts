import { messageResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { messages } from '../messages.ts';
import { refuseStaffToken } from './refuseStaffToken.ts';
import { errorResponses } from '../http/schemas.ts';

/** GET /api/logout: ends the session server-side and clears both cookies. */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/logout',
    {
      // A GET that changes state (the call the app makes): refused when the browser says it comes from another site.
      config: { csrf: 'fetch-metadata' },
      // Works without a live session, but not with a staff link (which grants nothing here).
      onRequest: async (request) => refuseStaffToken(request),
      schema: {
        operationId: 'logout',
        summary: 'End the session and clear both cookies (works without a live session too)',
        tags: ['accounts'],
        response: { 200: messageResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await app.sessions.logout(request, reply);
      return { message: messages.loggedOut };
    },
  );
}
