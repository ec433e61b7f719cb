import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';
import { storageKeys } from '../storage/storageKeys.ts';
import { DocumentRejectedError } from './checks/inspectDocument.ts';
import { convertDocument, type ConverterSettings } from './conversion/convertDocument.ts';
import { documentMessages } from './documentMessages.ts';
import { documentRepository } from './documentRepository.ts';
import type { JobHandler } from '../jobs/createJobWorker.ts';
import type { JobRow } from '../jobs/jobRepository.ts';
import type { ConvertDocumentPayload } from '../jobs/jobKinds.ts';

export interface ConvertDocumentDeps {
  db: Database;
  clock: Clock;
  storage: DocumentStorage;
  converter: ConverterSettings;
  deleteFiles(log: FastifyBaseLogger, ...keys: (string | null | undefined)[]): Promise<void>;
  /** Documents of checklist items: they leave the submitted answers alone and set their item received. */
  checklist?: {
    isDocumentKey(key: string): boolean;
    documentStored(tx: Queryable, userId: string, key: string): Promise<void>;
  };
}

/**
 * The conversion job: IN_PROGRESS, check the stored file and convert it (off
 * the event loop, see convertDocument), store the PDF, then (if the answer still waits for this file) record the document,
 * COMPLETED and the ANSWERED marker. A rejected file is FAILED at once with
 * the reason; other errors are retried by the worker, then FAILED.
 */
export function convertDocumentHandler(deps: ConvertDocumentDeps): JobHandler {
  const { db, clock, storage } = deps;
  const isChecklistKey = (key: string) => deps.checklist?.isDocumentKey(key) === true;

  const fail = async (payload: ConvertDocumentPayload, message: string, log: FastifyBaseLogger) => {
    const { userId, answerKey, fileKey } = payload;
    const cleared = await db.transaction(async (tx) => {
      const conversion = await documentRepository.lockConversion(tx, userId, answerKey);
      if (conversion?.file_key !== fileKey) return undefined;
      await documentRepository.setConversionStatus(tx, userId, answerKey, fileKey, 'FAILED', message, clock.now());
      // The spec: a failed upload or conversion clears that answer.
      const previous = await documentRepository.deleteDocument(tx, userId, answerKey);
      if (!isChecklistKey(answerKey) && payload.answerMarker !== false) {
        await documentRepository.setAnswerMarker(tx, userId, answerKey, '', clock.now());
      }
      return previous ?? null;
    });
    if (cleared !== undefined) await deps.deleteFiles(log, fileKey, cleared?.storage_key, cleared?.pdf_key);
  };

  return {
    async run(job: JobRow, signal: AbortSignal, log: FastifyBaseLogger) {
      const payload = job.payload as unknown as ConvertDocumentPayload;
      const { userId, answerKey, fileKey } = payload;
      const started = await documentRepository.setConversionStatus(
        db,
        userId,
        answerKey,
        fileKey,
        'IN_PROGRESS',
        documentMessages.conversionInProgress,
        clock.now(),
      );
      if (!started) return; // deleted or replaced meanwhile: nothing to do
      const conversion = await documentRepository.findConversion(db, userId, answerKey);
      if (!conversion) return;
      // Never load more than the limit: a bucket that ignores the POST policy may hold anything.
      const size = await storage.size(fileKey);
      if (size === undefined) return fail(payload, documentMessages.uploadNotReceived, log);
      if (size > deps.converter.maxFileBytes) return fail(payload, documentMessages.fileTooLarge, log);
      const bytes = await storage.read(fileKey);
      if (!bytes) return fail(payload, documentMessages.uploadNotReceived, log);
      // The bytes must be the ones the applicant confirmed: a bucket may take a late upload to a used key.
      if (bytes.length !== Number(conversion.file_size)) return fail(payload, documentMessages.uploadSlotGone, log);
      let pdf: Uint8Array;
      try {
        pdf = await convertDocument(bytes, conversion.file_name, deps.converter, signal);
      } catch (error) {
        if (error instanceof DocumentRejectedError) {
          log.info({ userId, answerKey, reason: error.message }, 'document rejected');
          return fail(payload, error.message, log);
        }
        throw error;
      }
      const pdfKey = storageKeys.convertedDocument(userId, answerKey);
      await storage.write(pdfKey, pdf, 'application/pdf');
      const outcome = await db.transaction(async (tx) => {
        const current = await documentRepository.lockConversion(tx, userId, answerKey);
        if (current?.file_key !== fileKey) return { kept: false as const };
        const now = clock.now();
        const replaced = await documentRepository.saveDocument(
          tx,
          userId,
          {
            answer_key: answerKey,
            file_name: current.file_name,
            file_size: bytes.length,
            storage_key: fileKey,
            pdf_key: pdfKey,
            pdf_size: pdf.length,
          },
          now,
        );
        await documentRepository.setConversionStatus(
          tx,
          userId,
          answerKey,
          fileKey,
          'COMPLETED',
          documentMessages.conversionCompleted,
          now,
        );
        if (isChecklistKey(answerKey)) await deps.checklist!.documentStored(tx, userId, answerKey);
        else if (payload.answerMarker !== false) {
          await documentRepository.setAnswerMarker(tx, userId, answerKey, 'ANSWERED', now);
        }
        return { kept: true as const, replaced };
      });
      if (!outcome.kept) {
        await deps.deleteFiles(log, pdfKey, fileKey);
        return;
      }
      if (outcome.replaced && outcome.replaced.storage_key !== fileKey) {
        await deps.deleteFiles(log, outcome.replaced.storage_key, outcome.replaced.pdf_key);
      }
    },
    async giveUp(job: JobRow, reason: string, abandoned: boolean, log: FastifyBaseLogger) {
      log.warn({ reason }, 'document conversion given up');
      await fail(
        job.payload as unknown as ConvertDocumentPayload,
        abandoned ? documentMessages.conversionInterrupted : documentMessages.conversionFailed,
        log,
      );
    },
  };
}
