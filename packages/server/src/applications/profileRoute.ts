import { type ProfileResponse, profileResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import type { SessionInfo } from '../sessions/sessionStore.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/schemas.ts';
import { currentAnswers } from '../tenant/currentAnswers.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';

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
      const profile = await profileResponse(app.db, requireSession(request), app.tenant);
      reply.header('ETag', `"${profile.revision}"`);
      return profile;
    },
  );
}

/**
 * The profile of a session's applicant, as GET /api/profile answers it (also
 * read for a page the server renders): the answers of the questions the
 * tenant asks today (answers kept under keys removed since are not sent).
 */
export async function profileResponse(
  db: Database,
  session: SessionInfo,
  rules: TenantRules,
): Promise<ProfileResponse> {
  const profile = await applicationService.profile(db, session.userId);
  return {
    answer: profile ? currentAnswers(rules, profile.answers) : {},
    document_answer: profile?.documents ?? {},
    username: session.username,
    last_page: profile?.last_page ?? null,
    successful_login: (profile?.logins ?? []).map((at) => ({ logged_in_at: at.toISOString() })),
    web_status: (profile?.statuses ?? []).map((row) => ({
      web_status: row.web_status,
      created_at: row.created_at.toISOString(),
    })),
    revision: profile?.revision ?? 0,
    ...(profile && profile.reask.length > 0 ? { reask: profile.reask } : {}),
  };
}
