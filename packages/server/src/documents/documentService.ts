import type { ConversionResult, DocumentAnswers, PresignedUrlResponse } from '@admissions/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { lockEditableApplication } from '../applications/lockEditableApplication.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';
import { storageKeys } from '../storage/storageKeys.ts';
import { extensionOf } from './checks/inspectDocument.ts';
import { documentMessages } from './documentMessages.ts';
import { documentRepository } from './documentRepository.ts';
import type { DocumentsConfig } from './documentsConfig.ts';
import { jobRepository } from '../jobs/jobRepository.ts';
import { convertDocumentJob } from '../jobs/jobKinds.ts';
import { validateFile } from '@admissions/form-core';

export interface DocumentServiceDeps {
  db: Database;
  clock: Clock;
  storage: DocumentStorage;
  config: DocumentsConfig;
  /** For work no request or job owns (the expired-slot sweep); requests pass their own `request.log`. */
  log: FastifyBaseLogger;
  /** The answer keys that take documents (a set, or a rule for keys made per request). */
  documentKeys: { has(answerKey: string): boolean };
  /**
   * Locks what owns the documents for a change; by default the applicant's
   * application, which is read-only once submitted. A recommendation letter
   * is owned by its open request instead.
   */
  lockOwner?: (tx: Queryable, userId: string, answerKey: string) => Promise<unknown>;
  /** Whether a stored document sets its ANSWERED marker in the application's answers (default true). */
  answerMarker?: boolean;
  /** Wakes this node's worker after a job is queued. */
  notifyWorker(): void;
  /** Documents of the checklist after submission: their keys and the lock an upload against one takes. */
  checklistDocuments?: ChecklistDocuments;
}

/** Uploads against checklist items: only after submission, under the checklist's own rules. */
export interface ChecklistDocuments {
  isDocumentKey(key: string): boolean;
  /** Locks the submitted application for an upload against the item of `key` (refuses with an HttpError). */
  lockForUpload(tx: Queryable, userId: string, key: string): Promise<void>;
}

/** The URL of a converted document's PDF (owner only). */
export const documentPdfUrl = (answerKey: string) => `/api/document-answer/${encodeURIComponent(answerKey)}/pdf`;

/**
 * Characters a file name may not have: path separators, control characters
 * (line breaks, NUL), invisible format characters (right-to-left override
 * and zero-width characters that disguise `x\u202egnp.pdf` as `xfdp.png`),
 * line and paragraph separators, and halves of surrogate pairs.
 */
const unsafeNameCharacters = /[/\\\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** What is wrong with a file name, or undefined. */
function fileNameProblem(fileName: string): string | undefined {
  const problems = validateFile({ name: fileName, size: 1 });
  if (problems.length > 0) return problems.join(' ');
  if (unsafeNameCharacters.test(fileName)) return documentMessages.fileNameInvalid;
  return undefined;
}

/** Thrown inside a transaction to roll it back when a conversion would take the files past the quota. */
class OverQuota extends Error {}

/** Upload slots, conversion requests and status, deletion: what the /api document routes do. */
export function createDocumentService(deps: DocumentServiceDeps) {
  const { db, clock, storage, config } = deps;
  const lockOwner = deps.lockOwner ?? ((tx: Queryable, userId: string) => lockEditableApplication(tx, userId));

  const quotaExceeded = () =>
    new HttpError(
      409,
      documentMessages.quotaExceeded(config.quotaFiles, Math.round(config.quotaBytes / (1024 * 1024))),
    );

  const checklist = deps.checklistDocuments;
  const isChecklistKey = (answerKey: string) => checklist?.isDocumentKey(answerKey) === true;
  const requireDocumentKey = (answerKey: string) => {
    if (!deps.documentKeys.has(answerKey) && !isChecklistKey(answerKey)) {
      throw new HttpError(400, documentMessages.notUploadQuestion(answerKey));
    }
  };
  /** A form question's upload needs its owner locked (an editable application); a checklist item's a submitted one. */
  const lockForUpload = async (tx: Queryable, userId: string, answerKey: string) => {
    if (checklist && isChecklistKey(answerKey)) await checklist.lockForUpload(tx, userId, answerKey);
    else await lockOwner(tx, userId, answerKey);
  };

  /** Deletes stored files; `log` is the request's or job's, so a failure is traced to it. */
  const deleteFiles = async (log: FastifyBaseLogger, ...keys: (string | null | undefined)[]) => {
    for (const key of keys) {
      if (!key) continue;
      try {
        await storage.delete(key);
      } catch (error) {
        // A leftover file is swept later or harmless; the applicant's request still succeeds.
        log.warn({ err: error, key }, 'deleting a stored file failed');
      }
    }
  };

  /** Uses up the applicant's unused slot for `fileKey` and deletes whatever was posted to it. */
  const discardUpload = async (userId: string, answerKey: string, fileKey: string, log: FastifyBaseLogger) => {
    const mine = await db.transaction((tx) => documentRepository.useSlot(tx, fileKey, userId, answerKey, clock.now()));
    if (mine) await deleteFiles(log, fileKey);
  };
  return {
    /** POST /api/presigned-url: a signed form for one upload under a key bound to this user and answer. */
    async issueUpload(userId: string, answerKey: string): Promise<PresignedUrlResponse> {
      requireDocumentKey(answerKey);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.uploadTtlMs);
      const key = storageKeys.upload(userId, answerKey);
      await db.transaction(async (tx) => {
        await lockForUpload(tx, userId, answerKey);
        const usage = await documentRepository.usage(tx, userId, now);
        if (usage.files + 1 > config.quotaFiles || usage.bytes + config.maxFileBytes > config.quotaBytes) {
          throw quotaExceeded();
        }
        await documentRepository.issueSlot(tx, key, userId, answerKey, now, expiresAt);
      });
      const target = await storage.createUploadTarget(key, expiresAt, config.maxFileBytes);
      return { url: target.url, fields: target.fields };
    },

    /** POST /api/pdf/document-answer/{key}: checks the key is ours and the file arrived, then queues the conversion. */
    async requestConversion(
      userId: string,
      answerKey: string,
      fileKey: string,
      fileName: string,
      log: FastifyBaseLogger,
    ): Promise<void> {
      requireDocumentKey(answerKey);
      if (!storageKeys.isUploadKeyOf(fileKey, userId, answerKey))
        throw new HttpError(403, documentMessages.keyNotIssued);
      const nameProblem = fileNameProblem(fileName);
      if (nameProblem) {
        // The file already sits in storage under its slot: a refused upload keeps nothing.
        await discardUpload(userId, answerKey, fileKey, log);
        throw new HttpError(400, nameProblem);
      }
      const size = await storage.size(fileKey);
      // Checked on arrival, as the local upload route checks it: a bucket may not enforce the form's size range.
      if (size !== undefined && (size < 1 || size > config.maxFileBytes)) {
        await discardUpload(userId, answerKey, fileKey, log);
        if (size < 1) throw new HttpError(400, documentMessages.fileEmpty);
        throw new HttpError(413, documentMessages.fileTooLarge);
      }
      const now = clock.now();
      // Over the quota the transaction is rolled back and the slot open again: it is used up and its file
      // deleted, as for any refused file.
      const refuseOverQuota = async (error: unknown): Promise<never> => {
        if (!(error instanceof OverQuota)) throw error;
        await discardUpload(userId, answerKey, fileKey, log);
        throw quotaExceeded();
      };
      const { replaced, jobId } = await db
        .transaction(async (tx) => {
          await lockForUpload(tx, userId, answerKey);
          if (!(await documentRepository.useSlot(tx, fileKey, userId, answerKey, now))) {
            throw new HttpError(403, documentMessages.keyNotIssued);
          }
          if (size === undefined) throw new HttpError(400, documentMessages.uploadNotReceived);
          const previous = await documentRepository.startConversion(
            tx,
            userId,
            answerKey,
            { key: fileKey, name: fileName, size },
            documentMessages.conversionQueued,
            now,
          );
          // The slot counted one file; the conversion counts two (its PDF is reserved now). A conversion
          // that would take the files past the quota is refused, not stored and counted later.
          if ((await documentRepository.usage(tx, userId, now)).files > config.quotaFiles) throw new OverQuota();
          const queued = await jobRepository.enqueue(
            tx,
            convertDocumentJob,
            { userId, answerKey, fileKey, ...(deps.answerMarker === false ? { answerMarker: false } : {}) },
            now,
            config.jobMaxAttempts,
          );
          return { replaced: previous, jobId: queued };
        })
        .catch(refuseOverQuota);
      await deleteFiles(log, replaced);
      deps.notifyWorker();
      // The job's id links this request's line to the job's own lines.
      log.info({ userId, answerKey, jobId, extension: extensionOf(fileName), size }, 'document conversion queued');
    },

    /** GET /api/pdf/document-answer/{key} */
    async conversionStatus(userId: string, answerKey: string): Promise<ConversionResult> {
      requireDocumentKey(answerKey);
      const conversion = await documentRepository.findConversion(db, userId, answerKey);
      if (!conversion) return { status: 'NOT_ANSWERED', message: documentMessages.notAnswered };
      return {
        status: conversion.status,
        message: conversion.message,
        ...(conversion.status === 'COMPLETED' ? { url: documentPdfUrl(answerKey) } : {}),
        ...(conversion.status === 'FAILED' ? { error: conversion.message } : {}),
      };
    },

    /**
     * DELETE /api/pdf/document-answer/{key}: forgets the conversion (a running
     * job finds it gone and stops) and withdraws the question's open upload slots.
     */
    async deleteConversion(userId: string, answerKey: string, log: FastifyBaseLogger): Promise<void> {
      requireDocumentKey(answerKey);
      const removed = await db.transaction(async (tx) => {
        await lockOwner(tx, userId, answerKey);
        const conversion = await documentRepository.deleteConversion(tx, userId, answerKey);
        const document = await documentRepository.findDocument(tx, userId, answerKey);
        const withdrawn = await documentRepository.retireOpenSlots(tx, userId, answerKey, clock.now());
        return [
          conversion && conversion.file_key !== document?.storage_key ? conversion.file_key : undefined,
          ...withdrawn,
        ];
      });
      await deleteFiles(log, ...removed);
    },

    /** GET /api/document-answer */
    async listDocuments(userId: string): Promise<DocumentAnswers> {
      const documents: DocumentAnswers = {};
      for (const row of await documentRepository.listDocuments(db, userId)) {
        // Documents owned by something else (a recommender's letter) are not the applicant's to see.
        if (!deps.documentKeys.has(row.answer_key)) continue;
        documents[row.answer_key] = { file_name: row.file_name, file_size: Number(row.file_size) };
      }
      return documents;
    },

    /** DELETE /api/document-answer/{key}: the document, its PDF, the answer's marker and its open upload slots. */
    async deleteDocument(userId: string, answerKey: string, log: FastifyBaseLogger): Promise<void> {
      requireDocumentKey(answerKey);
      const { removed, withdrawn } = await db.transaction(async (tx) => {
        await lockOwner(tx, userId, answerKey);
        const document = await documentRepository.deleteDocument(tx, userId, answerKey);
        if (deps.answerMarker !== false)
          await documentRepository.setAnswerMarker(tx, userId, answerKey, '', clock.now());
        // An upload still on its way for this question would arrive for a deleted document: its slot goes too.
        return {
          removed: document,
          withdrawn: await documentRepository.retireOpenSlots(tx, userId, answerKey, clock.now()),
        };
      });
      await deleteFiles(log, removed?.storage_key, removed?.pdf_key, ...withdrawn);
    },

    /** The converted PDF of a stored document, for its owner or a staff link. */
    async documentPdf(userId: string, answerKey: string): Promise<{ bytes: Buffer; fileName: string } | undefined> {
      if (!deps.documentKeys.has(answerKey) && !isChecklistKey(answerKey)) return undefined;
      const document = await documentRepository.findDocument(db, userId, answerKey);
      if (!document?.pdf_key) return undefined;
      const bytes = await storage.read(document.pdf_key);
      return bytes ? { bytes, fileName: document.file_name } : undefined;
    },

    /** Whether an upload slot is issued, unused and unexpired (checked before an upload's body is read). */
    async isOpenUploadSlot(key: string): Promise<boolean> {
      return documentRepository.isOpenSlot(db, key, clock.now());
    },

    /**
     * Stores an upload's bytes while its slot is still open, under the slot's
     * lock (using, withdrawing or sweeping the slot waits for the write);
     * false when the slot closed while the body arrived.
     */
    async storeUpload(key: string, bytes: Buffer): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await documentRepository.lockOpenSlot(tx, key, clock.now()))) return false;
        await storage.write(key, bytes, 'application/octet-stream');
        return true;
      });
    },

    /** Removes files of upload slots that expired unused (the browser posted but never asked for conversion). */
    async sweepExpiredSlots(): Promise<number> {
      const keys = await documentRepository.takeExpiredSlots(db, clock.now());
      await deleteFiles(deps.log, ...keys);
      return keys.length;
    },

    deleteFiles,
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
