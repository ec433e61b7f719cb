import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createApplicationPdfService, type ApplicationPdfService } from '../pdf/applicationPdfService.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';
import { createLocalStorage, loadSigningSecret } from '../storage/localStorage.ts';
import { createS3Storage } from '../storage/s3Storage.ts';
import { describeDocxConverter } from './conversion/convertDocument.ts';
import { documentAnswerKeys } from './documentKeys.ts';
import { createDocumentService, type DocumentService } from './documentService.ts';
import type { DocumentsConfig } from './documentsConfig.ts';
import { convertDocumentHandler } from './jobs/convertDocumentHandler.ts';
import { createJobWorker, type JobWorker } from './jobs/createJobWorker.ts';
import { jobRepository } from './jobs/jobRepository.ts';
import { applicationPdfJob, convertDocumentJob } from './jobs/jobKinds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documents: {
      storage: DocumentStorage;
      /** The HMAC key of local upload policies (local storage only). */
      uploadSigningSecret: Buffer | undefined;
      service: DocumentService;
      applicationPdf: ApplicationPdfService;
      worker: JobWorker;
      config: DocumentsConfig;
    };
  }
}

/** The storage back end the configuration names. */
export function createDocumentStorage(config: DocumentsConfig): DocumentStorage & { signingSecret?: Buffer } {
  const storage = config.storage;
  if (storage.kind === 's3') {
    return createS3Storage({
      bucket: storage.bucket,
      region: storage.region,
      ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
      ...(storage.credentials ? { credentials: storage.credentials } : {}),
    });
  }
  return createLocalStorage({
    directory: storage.directory,
    signingSecret: loadSigningSecret(storage.signingSecret, storage.secretFile),
    uploadPath: '/uploads',
  });
}

const sweepIntervalMs = 10 * 60 * 1000;
const finishedJobRetentionMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The document pipeline's services (storage, uploads and conversions, the
 * application PDF) and this node's job worker, started with the server
 * (unless `JOB_WORKER=off`) and stopped before the database closes.
 */
export const documentsPlugin = fp(
  async (app: FastifyInstance, options: { config: DocumentsConfig; storage?: DocumentStorage }) => {
    const { config } = options;
    const storage = options.storage ?? createDocumentStorage(config);
    // Called only after the worker below exists (when a request queues a job).
    const notifyWorker = () => worker.notify();
    const service = createDocumentService({
      db: app.db,
      clock: app.clock,
      storage,
      config,
      log: app.log,
      documentKeys: documentAnswerKeys(app.tenant.bundle),
      notifyWorker,
    });
    const fonts = { regular: config.pdfFont, bold: config.pdfBoldFont };
    const applicationPdf = createApplicationPdfService({
      db: app.db,
      clock: app.clock,
      storage,
      bundle: app.tenant.bundle,
      fonts,
      maxAttempts: config.jobMaxAttempts,
      notifyWorker,
    });
    const worker: JobWorker = createJobWorker({
      db: app.db,
      clock: app.clock,
      log: app.log,
      pollMs: config.jobPollMs,
      leaseMs: config.jobLeaseMs,
      retryDelayMs: config.jobRetryDelayMs,
      nodeId: config.nodeId,
      handlers: {
        [convertDocumentJob]: convertDocumentHandler({
          db: app.db,
          clock: app.clock,
          storage,
          converter: { docx: config.docxConverter, timeoutMs: config.conversionTimeoutMs, fonts, log: app.log },
          maxFileBytes: config.maxFileBytes,
          deleteFiles: service.deleteFiles,
        }),
        [applicationPdfJob]: applicationPdf.handler,
      },
    });
    app.decorate('documents', {
      storage,
      uploadSigningSecret: 'signingSecret' in storage ? (storage.signingSecret as Buffer) : undefined,
      service,
      applicationPdf,
      worker,
      config,
    });
    describeDocxConverter(config.docxConverter, app.log);

    const sweeper = setInterval(() => {
      void (async () => {
        await service.sweepExpiredSlots();
        await jobRepository.deleteFinishedBefore(app.db, new Date(app.clock.now().getTime() - finishedJobRetentionMs));
      })().catch((error: unknown) => app.log.error({ err: error }, 'document sweep failed'));
    }, sweepIntervalMs);
    sweeper.unref();

    app.addHook('onReady', async () => {
      if (config.jobWorker) {
        worker.start();
        app.log.info({ workerId: worker.workerId }, 'job worker started');
      } else {
        app.log.info({ nodeId: config.nodeId }, 'job worker off (JOB_WORKER=off): jobs run on the other nodes');
      }
    });
    // preClose: the database must still be open to hand the running job back.
    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      await worker.stop();
    });
  },
  { name: 'documents', dependencies: ['core', 'tenant'] },
);
