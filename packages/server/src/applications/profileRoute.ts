import { type ProfileResponse, profileResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { errorResponses } from '../http/schemas.ts';

/** GET /api/profile: everything the app needs to resume (answers with their revision, status, history). */
export async function profileRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: ProfileResponse }>(
    '/profile',
    {
      schema: {
        operationId: 'getProfile',
        summary: "The applicant's profile: answers, documents, last page, logins, status history, revision",
        tags: ['application'],
        response: { 200: profileResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { userId, username } = requireSession(request);
      const profile = await applicationService.profile(app.db, userId);
      const revision = profile?.revision ?? 0;
      reply.header('ETag', `"${revision}"`);
      return {
        answer: profile?.answers ?? {},
        document_answer: profile?.documents ?? {},
        username,
        last_page: profile?.last_page ?? null,
        successful_login: (profile?.logins ?? []).map((at) => ({ logged_in_at: at.toISOString() })),
        web_status: (profile?.statuses ?? []).map((row) => ({
          web_status: row.web_status,
          created_at: row.created_at.toISOString(),
        })),
        revision,
      };
    },
  );
}
