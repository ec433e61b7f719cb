import {
  type ConversionRequest,
  type ConversionResult,
  conversionStatuses,
  type DocumentAnswers,
  type MessageResponse,
  type PresignedUrlRequest,
  type PresignedUrlResponse,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { documentMessages } from './documentMessages.ts';
import { sendPdf } from './sendPdf.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { HttpError } from '../http/httpError.ts';
import { errorResponses, messageResponse, pdfFileResponse } from '../http/schemas.ts';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', maxLength: 200 } },
} as const;

const documentAnswersSchema = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
  },
} as const;

const tags = ['documents'];

/**
 * The applicant's documents (registered under /api): presigned upload,
 * conversion request, status and deletion, stored documents. Every route
 * needs a live session.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const { service } = app.documents;

  app.post<{ Body: PresignedUrlRequest; Reply: PresignedUrlResponse }>(
    '/presigned-url',
    {
      schema: {
        operationId: 'createPresignedUpload',
        summary: 'A signed form to upload one file for a document question (POST it as multipart to url)',
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['answer_key'],
          properties: { answer_key: { type: 'string', maxLength: 200 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['url', 'fields'],
            properties: {
              url: { type: 'string' },
              fields: {
                type: 'object',
                required: ['key'],
                properties: { key: { type: 'string' } },
                additionalProperties: { type: 'string' },
              },
            },
          },
          ...errorResponses(401, 409),
        },
      },
    },
    async (request) => service.issueUpload(requireSession(request).userId, request.body.answer_key),
  );

  app.get<{ Reply: DocumentAnswers }>(
    '/document-answer',
    {
      schema: {
        operationId: 'listDocuments',
        summary: 'Stored documents by answer key',
        tags,
        response: { 200: documentAnswersSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.listDocuments(requireSession(request).userId),
  );

  app.delete<{ Params: { key: string }; Reply: MessageResponse }>(
    '/document-answer/:key',
    {
      schema: {
        operationId: 'deleteDocument',
        summary: 'Delete a stored document and its PDF',
        tags,
        params: keyParams,
        response: { 200: messageResponse, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      await service.deleteDocument(requireSession(request).userId, request.params.key, request.log);
      return { message: documentMessages.documentDeleted };
    },
  );

  app.get<{ Params: { key: string } }>(
    '/document-answer/:key/pdf',
    {
      schema: {
        operationId: 'getDocumentPdf',
        summary: 'The converted PDF of a stored document',
        tags,
        params: keyParams,
        response: { 200: pdfFileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await service.documentPdf(requireSession(request).userId, request.params.key);
      if (!pdf) throw new HttpError(404, documentMessages.noConvertedPdf);
      return sendPdf(reply, pdf.bytes, pdf.fileName);
    },
  );

  app.post<{ Params: { key: string }; Body: ConversionRequest; Reply: MessageResponse }>(
    '/pdf/document-answer/:key',
    {
      schema: {
        operationId: 'requestConversion',
        summary: 'Convert the uploaded file (file_key from the presigned form) to PDF, in the background',
        tags,
        params: keyParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['file_key', 'file_name'],
          properties: { file_key: { type: 'string', maxLength: 300 }, file_name: { type: 'string', maxLength: 300 } },
        },
        response: { 200: messageResponse, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const { file_key: fileKey, file_name: fileName } = request.body;
      await service.requestConversion(
        requireSession(request).userId,
        request.params.key,
        fileKey,
        fileName,
        request.log,
      );
      return { message: documentMessages.conversionRequested };
    },
  );

  app.get<{ Params: { key: string }; Reply: ConversionResult }>(
    '/pdf/document-answer/:key',
    {
      schema: {
        operationId: 'getConversionStatus',
        summary: 'Conversion status: UNPROCESSED, IN_PROGRESS, COMPLETED, NOT_ANSWERED or FAILED',
        tags,
        params: keyParams,
        response: {
          200: {
            type: 'object',
            required: ['status', 'message'],
            properties: {
              status: { type: 'string', enum: [...conversionStatuses] },
              message: { type: 'string' },
              url: { type: 'string' },
              error: { type: 'string' },
            },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request) => service.conversionStatus(requireSession(request).userId, request.params.key),
  );

  app.delete<{ Params: { key: string }; Reply: MessageResponse }>(
    '/pdf/document-answer/:key',
    {
      schema: {
        operationId: 'deleteConversion',
        summary: 'Forget the conversion of a document question',
        tags,
        params: keyParams,
        response: { 200: messageResponse, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      await service.deleteConversion(requireSession(request).userId, request.params.key, request.log);
      return { message: documentMessages.conversionDeleted };
    },
  );
}
