import {
  type MessageResponse,
  messageResponseSchema,
  type RecommendationListResponse,
  recommendationListResponseSchema,
  type RecommendationRequestView,
  recommendationRequestSchema,
  type RecommenderBody,
  recommenderBodySchema,
  type RequestRecommendationBody,
  requestRecommendationBodySchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses, rateLimitedResponse } from '../http/schemas.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { recommendationMessages } from './recommendationMessages.ts';

const tags = ['recommendations'];
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20 } },
} as const;

/**
 * The applicant's recommendation requests (registered under /api, session
 * required): list, request, resend, change the recommender, cancel. Each
 * call that mails a link counts against the applicant's and the address's
 * recommendationMail limit (429 with Retry-After).
 */
export async function recommendationRoutes(app: FastifyInstance): Promise<void> {
  const service = () => app.recommendations;

  app.get<{ Reply: RecommendationListResponse }>(
    '/recommendations',
    {
      schema: {
        operationId: 'listRecommendations',
        summary: 'The kinds of recommendation the applicant may request and the state of each request',
        tags,
        response: { 200: recommendationListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => service().list(requireSession(request).userId),
  );

  app.post<{ Body: RequestRecommendationBody; Reply: RecommendationRequestView }>(
    '/recommendations',
    {
      schema: {
        operationId: 'requestRecommendation',
        summary: 'Ask a recommender (by email) for a recommendation: they get a unique, expiring link',
        tags,
        body: requestRecommendationBodySchema,
        response: {
          200: recommendationRequestSchema,
          ...errorResponses(400, 401, 409),
          429: rateLimitedResponse,
        },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      await app.rateLimiter.hit('recommendationMail', { account: userId, address: request.ip });
      return service().request(userId, request.body, request.log);
    },
  );

  app.post<{ Params: { id: string }; Reply: RecommendationRequestView }>(
    '/recommendations/:id/resend',
    {
      schema: {
        operationId: 'resendRecommendation',
        summary: 'Send the request again with a new link (the earlier link stops working)',
        tags,
        params: idParams,
        response: {
          200: recommendationRequestSchema,
          ...errorResponses(401, 404, 409),
          429: rateLimitedResponse,
        },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      await app.rateLimiter.hit('recommendationMail', { account: userId, address: request.ip });
      return service().resend(userId, request.params.id, request.log);
    },
  );

  app.put<{ Params: { id: string }; Body: RecommenderBody; Reply: RecommendationRequestView }>(
    '/recommendations/:id',
    {
      schema: {
        operationId: 'changeRecommender',
        summary: "Change the recommender's name or address; a new link is sent and the earlier one stops working",
        tags,
        params: idParams,
        body: recommenderBodySchema,
        response: {
          200: recommendationRequestSchema,
          ...errorResponses(400, 401, 404, 409),
          429: rateLimitedResponse,
        },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      await app.rateLimiter.hit('recommendationMail', { account: userId, address: request.ip });
      return service().change(userId, request.params.id, request.body, request.log);
    },
  );

  app.delete<{ Params: { id: string }; Reply: MessageResponse }>(
    '/recommendations/:id',
    {
      schema: {
        operationId: 'cancelRecommendation',
        summary: 'Cancel a request not yet submitted; its link stops working',
        tags,
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      await service().cancel(requireSession(request).userId, request.params.id);
      return { message: recommendationMessages.cancelledNow };
    },
  );
}
