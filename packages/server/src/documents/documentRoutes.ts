import {
  type ConversionRequest,
  conversionRequestSchema,
  type ConversionResult,
  conversionResultSchema,
  type DocumentAnswers,
  documentAnswersSchema,
  type MessageResponse,
  messageResponseSchema,
  type PresignedUrlRequest,
  presignedUrlRequestSchema,
  type PresignedUrlResponse,
  presignedUrlResponseSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { documentMessages } from './documentMessages.ts';
import { sendPdf } from './sendPdf.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { HttpError } from '../http/httpError.ts';
import { errorResponses, pdfFileResponse } from '../http/schemas.ts';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', maxLength: 200 } },
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
        body: presignedUrlRequestSchema,
        response: {
          200: presignedUrlResponseSchema,
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
        response: { 200: messageResponseSchema, ...errorResponses(401, 409) },
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
        body: conversionRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 409) },
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
          200: conversionResultSchema,
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
        response: { 200: messageResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      await service.deleteConversion(requireSession(request).userId, request.params.key, request.log);
      return { message: documentMessages.conversionDeleted };
    },
  );
}
