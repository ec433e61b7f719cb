import { createHash } from 'node:crypto';
import type { PdfResponse } from '@admissions/contracts';
import type { FormState } from '@admissions/form-core';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { documentMessages } from '../documents/documentMessages.ts';
import { documentRepository } from '../documents/documentRepository.ts';
import { type IsolatedWorker, IsolatedWorkLimitError } from '../documents/isolation/createIsolatedWorker.ts';
import type { JobHandler } from '../jobs/createJobWorker.ts';
import { applicationPdfJob } from '../jobs/jobKinds.ts';
import { jobRepository } from '../jobs/jobRepository.ts';
import { applicationRepository } from '../applications/applicationRepository.ts';
import { userRepository } from '../accounts/userRepository.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';
import { storageKeys } from '../storage/storageKeys.ts';
import type { VersionedDefinitions } from '../tenantVersions/versionedDefinitions.ts';
import { applicationPdfRepository } from './applicationPdfRepository.ts';

export interface ApplicationPdfDeps {
  db: Database;
  clock: Clock;
  storage: DocumentStorage;
  /** Builds the PDF off the event loop, within its time and memory limits. */
  isolated: IsolatedWorker;
  maxAttempts: number;
  notifyWorker(): void;
  /** The definitions of the tenant's versions: a submitted application is printed with its own. */
  definitions: VersionedDefinitions;
}

/** The snapshot a build works from: the application at the time of the request. */
interface ApplicationPdfPayload {
  userId: string;
  generation: number;
  state: FormState;
  documents: { answerKey: string; fileName: string; pdfKey: string }[];
  /** ISO time of the submission, when the application was submitted. */
  submittedAt?: string;
  /** The tenant version it was submitted with. */
  version?: number;
}

export const applicationPdfUrl = (generation: number) => `/api/pdf/file?generation=${generation}`;

/** GET /api/pdf and its job: build (or reuse) the PDF copy of the application. */
export function createApplicationPdfService(deps: ApplicationPdfDeps) {
  const { db, clock, storage } = deps;

  const respond = (row: { status: PdfResponse['status']; generation: number }): PdfResponse => ({
    status: row.status,
    url: row.status === 'COMPLETED' ? applicationPdfUrl(row.generation) : null,
  });

  const handler: JobHandler = {
    async run(job, signal, log) {
      const payload = job.payload as unknown as ApplicationPdfPayload;
      const { userId, generation } = payload;
      const started = await applicationPdfRepository.setStatus(
        db,
        userId,
        generation,
        'IN_PROGRESS',
        documentMessages.pdfInProgress,
        clock.now(),
      );
      if (!started) return; // a newer request replaced this one
      const user = await userRepository.findById(db, userId);
      const documents = [];
      for (const document of payload.documents) {
        documents.push({
          answerKey: document.answerKey,
          fileName: document.fileName,
          pdf: await storage.read(document.pdfKey),
        });
      }
      const bundle = deps.definitions.isCurrent(payload.version)
        ? undefined
        : await deps.definitions.bundleOf(payload.version);
      let pdf: Uint8Array;
      try {
        pdf = await deps.isolated.run(
          'applicationPdf',
          {
            state: payload.state,
            username: user?.username ?? '',
            documents,
            now: clock.now(),
            ...(payload.submittedAt ? { submittedAt: payload.submittedAt } : {}),
            ...(bundle ? { bundle } : {}),
          },
          signal,
        );
      } catch (error) {
        if (!(error instanceof IsolatedWorkLimitError)) throw error;
        // The same application would exceed the limit again: FAILED now, and not rebuilt until it changes.
        log.warn({ userId, limit: error.limit, reason: error.message }, 'application PDF over the worker limits');
        await applicationPdfRepository.setStatus(
          db,
          userId,
          generation,
          'FAILED',
          documentMessages.pdfOverLimits,
          clock.now(),
        );
        return;
      }
      const key = storageKeys.applicationPdf(userId);
      await storage.write(key, pdf, 'application/pdf');
      const replaced = await db.transaction((tx) =>
        applicationPdfRepository.complete(
          tx,
          userId,
          generation,
          { key, size: pdf.length },
          documentMessages.pdfReady,
          clock.now(),
        ),
      );
      if (replaced === undefined) await storage.delete(key);
      else if (replaced) await storage.delete(replaced);
    },
    async giveUp(job, reason, _abandoned, log) {
      const payload = job.payload as unknown as ApplicationPdfPayload;
      log.warn({ reason }, 'application PDF given up');
      await applicationPdfRepository.setStatus(
        db,
        payload.userId,
        payload.generation,
        'FAILED',
        documentMessages.pdfFailed,
        clock.now(),
      );
    },
  };

  return {
    handler,

    /** GET /api/pdf: the status of the copy of the current application, starting a build when it changed. */
    async requestPdf(userId: string): Promise<PdfResponse> {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const application = await applicationRepository.lock(tx, userId);
        const documents = await documentRepository.listDocuments(tx, userId);
        const state: FormState = {
          answers: application?.answers ?? {},
          tabs: application?.tabs ?? {},
          addAnother: application?.add_another ?? {},
        };
        const attached = documents
          .filter((document) => document.pdf_key)
          .map((document) => ({
            answerKey: document.answer_key,
            fileName: document.file_name,
            pdfKey: document.pdf_key!,
          }));
        const submittedAt = application?.submitted_at ? new Date(application.submitted_at).toISOString() : undefined;
        const version = submittedAt ? (application?.submitted_version ?? undefined) : undefined;
        const fingerprint = createHash('sha256')
          .update(JSON.stringify([state, attached, submittedAt ?? null, version ?? null]))
          .digest('hex');
        const existing = await applicationPdfRepository.lock(tx, userId);
        // A failed build is retried on request, unless it failed for being over the limits: the same
        // application would only take the worker for as long again.
        const retryable = existing?.status === 'FAILED' && existing.message !== documentMessages.pdfOverLimits;
        if (existing && existing.fingerprint === fingerprint && !retryable) {
          return { queued: false, response: respond(existing) };
        }
        const generation = await applicationPdfRepository.request(
          tx,
          userId,
          fingerprint,
          documentMessages.pdfQueued,
          now,
        );
        const payload: ApplicationPdfPayload = {
          userId,
          generation,
          state,
          documents: attached,
          ...(submittedAt ? { submittedAt } : {}),
          ...(version !== undefined ? { version } : {}),
        };
        await jobRepository.enqueue(tx, applicationPdfJob, { ...payload }, now, deps.maxAttempts);
        return { queued: true, response: respond({ status: 'UNPROCESSED', generation }) };
      });
      if (result.queued) deps.notifyWorker();
      return result.response;
    },

    /** The finished PDF (the latest COMPLETED build), for GET /api/pdf/file. */
    async readPdf(userId: string): Promise<Buffer | undefined> {
      const row = await applicationPdfRepository.find(db, userId);
      if (!row?.pdf_key) return undefined;
      return storage.read(row.pdf_key);
    },
  };
}

export type ApplicationPdfService = ReturnType<typeof createApplicationPdfService>;
