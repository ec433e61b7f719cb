import {
  type ConversionRequest,
  conversionRequestSchema,
  type ConversionResult,
  conversionResultSchema,
  type MessageResponse,
  messageResponseSchema,
  type PresignedUrlRequest,
  presignedUrlRequestSchema,
  type PresignedUrlResponse,
  presignedUrlResponseSchema,
  type RecommendationSubmitBody,
  recommendationSubmitBodySchema,
  type RecommenderFormResponse,
  recommenderFormResponseSchema,
} from '@admissions/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../accounts/secretTokens.ts';
import { documentMessages } from '../documents/documentMessages.ts';
import { errorResponses, rateLimitedResponse } from '../http/schemas.ts';
import { recommendationMessages } from './recommendationMessages.ts';

const tags = ['recommender link'];
/** The recommender link's token: its only credential (no account, no session). */
const tokenQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 100 } },
} as const;
const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', maxLength: 200 } },
} as const;

type TokenRequest = FastifyRequest<{ Querystring: { token: string } }>;

/**
 * What a recommender link opens (registered under /public): the recommender
 * form of one request, its letter's upload through the document pipeline,
 * and the submission. The token opens that one request and nothing else;
 * unknown, revoked, expired and used tokens are refused (403, a message that
 * says which). Every call counts against the link's and the address's
 * recommenderLink limit.
 */
export async function recommenderRoutes(app: FastifyInstance): Promise<void> {
  const service = () => app.recommendations;
  const limit = async (request: TokenRequest) => {
    // Counted per link under its hash: the rate limit table never holds a usable token.
    await app.rateLimiter.hit('recommenderLink', {
      account: `link:${sha256(request.query.token)}`,
      address: request.ip,
    });
  };
  const refused = { ...errorResponses(403), 429: rateLimitedResponse };

  app.get<{ Querystring: { token: string }; Reply: RecommenderFormResponse }>(
    '/recommendation',
    {
      schema: {
        operationId: 'openRecommenderForm',
        summary: 'The recommender form a recommender link opens (?token=)',
        tags,
        querystring: tokenQuery,
        response: { 200: recommenderFormResponseSchema, ...refused },
      },
    },
    async (request) => {
      await limit(request);
      return service().openForm(request.query.token, request.ip);
    },
  );

  app.post<{ Querystring: { token: string }; Body: PresignedUrlRequest; Reply: PresignedUrlResponse }>(
    '/recommendation/presigned-url',
    {
      schema: {
        operationId: 'createRecommenderUpload',
        summary: "A signed form to upload the recommender's letter (POST it as multipart to url)",
        tags,
        querystring: tokenQuery,
        body: presignedUrlRequestSchema,
        response: { 200: presignedUrlResponseSchema, ...errorResponses(400, 409), ...refused },
      },
    },
    async (request) => {
      await limit(request);
      return service().issueLetterUpload(request.query.token, request.body.answer_key, request.ip);
    },
  );

  app.post<{
    Params: { key: string };
    Querystring: { token: string };
    Body: ConversionRequest;
    Reply: MessageResponse;
  }>(
    '/recommendation/document/:key',
    {
      schema: {
        operationId: 'requestRecommenderConversion',
        summary: 'Check the uploaded letter and queue its conversion to PDF',
        tags,
        params: keyParams,
        querystring: tokenQuery,
        body: conversionRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 413), ...refused },
      },
    },
    async (request) => {
      await limit(request);
      await service().requestLetterConversion(
        request.query.token,
        request.params.key,
        { key: request.body.file_key, name: request.body.file_name },
        request.ip,
        request.log,
      );
      return { message: documentMessages.conversionRequested };
    },
  );

  app.get<{ Params: { key: string }; Querystring: { token: string }; Reply: ConversionResult }>(
    '/recommendation/document/:key',
    {
      schema: {
        operationId: 'getRecommenderConversion',
        summary: "The letter's conversion state",
        tags,
        params: keyParams,
        querystring: tokenQuery,
        response: { 200: conversionResultSchema, ...errorResponses(400), ...refused },
      },
    },
    async (request) => {
      await limit(request);
      return service().letterStatus(request.query.token, request.params.key, request.ip);
    },
  );

  app.post<{ Querystring: { token: string }; Body: RecommendationSubmitBody; Reply: MessageResponse }>(
    '/recommendation/submit',
    {
      schema: {
        operationId: 'submitRecommendation',
        summary: 'Submit the recommendation (validated with the form; the link is used up)',
        tags,
        querystring: tokenQuery,
        body: recommendationSubmitBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(422), ...refused },
      },
    },
    async (request) => {
      await limit(request);
      await service().submit(request.query.token, request.body.answers, request.ip, request.log);
      return { message: recommendationMessages.submitted };
    },
  );
}
