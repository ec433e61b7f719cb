import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentMessages } from '../documents/documentMessages.ts';
import { HttpError } from '../http/httpError.ts';
import { isWellFormedStorageKey } from '../storage/storageKeys.ts';
import { UploadPolicyError, verifyUploadPolicy } from '../storage/uploadPolicy.ts';
import { errorResponses } from '../http/schemas.ts';

/**
 * A multipart body the parser cannot read (no boundary, cut short) is the
 * client's mistake: 400 with a message, not the parser's error as a 500.
 * Errors the multipart plugin already marks as 4xx keep their status.
 */
function asFormError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new HttpError(400, documentMessages.uploadFormBroken);
}

/** The parts of the multipart body, with parse errors turned into 400s. */
async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const iterator = request.parts()[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw asFormError(error);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * POST /uploads (registered under /uploads): the local storage back end's answer to an S3 presigned POST.
 * The browser posts the signed fields, then the file (multipart). The signed
 * policy is this route's protection (so it is exempt from the JSON-only CSRF
 * rule): signature, expiry, exact key, size range. The key must belong to an
 * issued, unused, unexpired upload slot when the file starts and again when
 * it has arrived (a late body is refused and never stored). Registered only
 * with local storage.
 */
export async function uploadRoute(app: FastifyInstance): Promise<void> {
  const secret = app.documents.uploadSigningSecret;
  if (!secret) return;
  const maxBytes = app.documents.config.maxFileBytes;
  await app.register(multipart, {
    limits: { fields: 10, fieldSize: 8 * 1024, fieldNameSize: 100, files: 1, fileSize: maxBytes, parts: 12 },
  });

  app.post(
    '',
    {
      config: { csrf: 'exempt' },
      schema: {
        operationId: 'uploadDocumentFile',
        summary: 'Upload one file with the fields of POST /api/presigned-url (local storage only; multipart)',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: { 204: { type: 'null' }, ...errorResponses(403, 409, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, documentMessages.uploadPolicyRefused);
      const fields: Record<string, string> = {};
      let stored = false;
      for await (const part of formParts(request)) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (stored) throw new HttpError(400, documentMessages.uploadPolicyRefused);
        let policy;
        try {
          policy = verifyUploadPolicy(secret, fields, app.clock.now());
        } catch (error) {
          if (error instanceof UploadPolicyError) {
            request.log.info({ problem: error.problem }, 'upload policy refused');
            throw new HttpError(403, documentMessages.uploadPolicyRefused);
          }
          throw error;
        }
        // Checked before the body is read (a stranger's or a stale form costs nothing) and again, under a
        // lock, once it has arrived: a slow body may finish after its slot was used, withdrawn or expired.
        if (!isWellFormedStorageKey(policy.key)) throw new HttpError(403, documentMessages.uploadPolicyRefused);
        if (!(await app.documents.service.isOpenUploadSlot(policy.key)))
          throw new HttpError(403, documentMessages.uploadPolicyRefused);
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, documentMessages.fileTooLarge);
          }
          throw asFormError(error);
        }
        if (bytes.length > policy.maxBytes) throw new HttpError(413, documentMessages.fileTooLarge);
        if (bytes.length < policy.minBytes) throw new HttpError(400, documentMessages.fileEmpty);
        const kept = await app.documents.service.storeUpload(policy.key, bytes);
        if (!kept) {
          request.log.info({ key: policy.key, bytes: bytes.length }, 'upload arrived after its slot closed');
          throw new HttpError(409, documentMessages.uploadSlotGone);
        }
        stored = true;
      }
      if (!stored) throw new HttpError(400, documentMessages.uploadNotReceived);
      return reply.code(204).send();
    },
  );
}
