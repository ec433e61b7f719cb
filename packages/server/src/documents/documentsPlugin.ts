import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createApplicationPdfService, type ApplicationPdfService } from '../pdf/applicationPdfService.ts';
import { missingFontFiles } from '../pdf/pdfFonts.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';
import { createLocalStorage, loadSigningSecret } from '../storage/localStorage.ts';
import { createS3Storage } from '../storage/s3Storage.ts';
import { ConfigError } from '../config/configError.ts';
import { describeDocxConverter } from './conversion/convertDocument.ts';
import { detectNetworkIsolation } from './conversion/networkIsolation.ts';
import { documentAnswerKeys } from './documentKeys.ts';
import { createDocumentService, type DocumentService } from './documentService.ts';
import type { DocumentsConfig } from './documentsConfig.ts';
import { convertDocumentHandler } from './convertDocumentHandler.ts';
import { createIsolatedWorker, type IsolatedWorker } from './isolation/createIsolatedWorker.ts';
import { createJobWorker, type JobHandler, type JobWorker } from '../jobs/createJobWorker.ts';
import { jobRepository } from '../jobs/jobRepository.ts';
import { sweepOrphanFiles } from './sweepOrphanFiles.ts';
import { applicationPdfJob, convertDocumentJob } from '../jobs/jobKinds.ts';
import { jobLanes } from '../jobs/jobLanes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documents: {
      storage: DocumentStorage;
      /** The HMAC key of local upload policies (local storage only). */
      uploadSigningSecret: Buffer | undefined;
      service: DocumentService;
      applicationPdf: ApplicationPdfService;
      worker: JobWorker;
      /** The worker thread that prints and converts off the event loop. */
      isolated: IsolatedWorker;
      config: DocumentsConfig;
      /**
       * Housekeeping of the pipeline: unused upload slots that expired (with
       * their files), finished jobs older than a week and, at most once an
       * hour unless `orphans` is true, stored files no row refers to.
       */
      sweep(options?: { orphans?: boolean }): Promise<void>;
      /** What the sweeps removed since this node started (for /metrics). */
      sweepCounts: DocumentSweepCounts;
    };
  }
}

export interface DocumentSweepCounts {
  orphanFilesRemoved: number;
  expiredUploadsRemoved: number;
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

const orphanSweepIntervalMs = 60 * 60 * 1000;
const finishedJobRetentionMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The document pipeline's services (storage, uploads and conversions, the
 * application PDF), the worker thread that prints and converts, and this
 * node's job worker (its applicant and outbound lanes), started once the server listens (unless
 * `JOB_WORKER=off`) and stopped before the database closes.
 */
export const documentsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      config: DocumentsConfig;
      storage?: DocumentStorage;
      /** Other kinds of jobs this node's worker runs (the submission webhook's deliveries). */
      jobHandlers?: Record<string, JobHandler>;
      /** Deliveries this node's worker sends at once (the outbound lane's slots; default 1). */
      outboundConcurrency?: number;
    },
  ) => {
    const { config } = options;
    const storage = options.storage ?? createDocumentStorage(config);
    // Called only after the worker below exists (when a request queues a job).
    const notifyWorker = (kind: string) => () => worker.notify(kind);
    const service = createDocumentService({
      db: app.db,
      clock: app.clock,
      storage,
      config,
      log: app.log,
      documentKeys: documentAnswerKeys(app.tenant.bundle),
      notifyWorker: notifyWorker(convertDocumentJob),
      ...(app.hasDecorator('checklist') ? { checklistDocuments: app.checklist } : {}),
    });
    const fonts = { regular: config.pdfFont, bold: config.pdfBoldFont, scripts: config.pdfScriptFonts };
    const missingFonts = missingFontFiles(fonts);
    if (missingFonts.length > 0) {
      // Once, at start: the PDFs print without them (Helvetica for a missing main font, "?" for a script's letters).
      app.log.warn({ missing: missingFonts }, 'PDF font files missing: their characters print as "?"');
    }
    const isolated = createIsolatedWorker({
      context: { bundle: app.tenant.bundle, fonts },
      timeoutMs: config.documentWorkerTimeoutMs,
      memoryMb: config.documentWorkerMemoryMb,
      log: app.log,
    });
    const networkIsolation =
      config.docxConverter.kind === 'libreoffice' && config.conversionNetworkIsolation !== 'off'
        ? detectNetworkIsolation()
        : undefined;
    if (config.docxConverter.kind === 'libreoffice' && config.conversionNetworkIsolation === 'required') {
      if (!networkIsolation) {
        throw new ConfigError([
          'CONVERSION_NETWORK_ISOLATION=required, but this platform does not allow `unshare --net` ' +
            '(run the server as root or with CAP_SYS_ADMIN, or allow unprivileged user namespaces)',
        ]);
      }
    }
    const applicationPdf = createApplicationPdfService({
      db: app.db,
      clock: app.clock,
      storage,
      isolated,
      maxAttempts: config.jobMaxAttempts,
      notifyWorker: notifyWorker(applicationPdfJob),
      definitions: app.tenantDefinitions,
    });
    const worker: JobWorker = createJobWorker({
      db: app.db,
      clock: app.clock,
      log: app.log,
      pollMs: config.jobPollMs,
      leaseMs: config.jobLeaseMs,
      retryDelayMs: config.jobRetryDelayMs,
      nodeId: config.nodeId,
      // Applicant work and deliveries to the outside world in lanes of their own: a receiver that never
      // answers holds outbound slots only, never the lane an applicant's conversion waits in.
      lanes: jobLanes({ outbound: options.outboundConcurrency ?? 1 }),
      handlers: {
        [convertDocumentJob]: convertDocumentHandler({
          db: app.db,
          clock: app.clock,
          storage,
          converter: {
            docx: config.docxConverter,
            timeoutMs: config.conversionTimeoutMs,
            maxFileBytes: config.maxFileBytes,
            isolated,
            networkIsolation,
          },
          deleteFiles: service.deleteFiles,
          ...(app.hasDecorator('checklist') ? { checklist: app.checklist } : {}),
        }),
        [applicationPdfJob]: applicationPdf.handler,
        ...options.jobHandlers,
      },
    });
    const sweepCounts: DocumentSweepCounts = { orphanFilesRemoved: 0, expiredUploadsRemoved: 0 };
    // Younger files may be an upload on its way to an open slot or a PDF a job is about to record.
    const orphanGraceMs = Math.max(orphanSweepIntervalMs, 2 * config.uploadTtlMs, 2 * config.jobLeaseMs);
    let lastOrphanSweep = app.clock.now().getTime();
    const sweep = async (options: { orphans?: boolean } = {}) => {
      sweepCounts.expiredUploadsRemoved += await service.sweepExpiredSlots();
      const now = app.clock.now();
      await jobRepository.deleteFinishedBefore(app.db, new Date(now.getTime() - finishedJobRetentionMs));
      if (!options.orphans && now.getTime() - lastOrphanSweep < orphanSweepIntervalMs) return;
      lastOrphanSweep = now.getTime();
      const { scanned, removed } = await sweepOrphanFiles({
        db: app.db,
        storage,
        now,
        graceMs: orphanGraceMs,
        log: app.log,
      });
      sweepCounts.orphanFilesRemoved += removed;
      if (removed > 0) app.log.warn({ scanned, removed }, `removed ${removed} orphaned document file(s)`);
      else app.log.info({ scanned }, 'no orphaned document files');
    };
    app.decorate('documents', {
      storage,
      uploadSigningSecret: 'signingSecret' in storage ? (storage.signingSecret as Buffer) : undefined,
      service,
      applicationPdf,
      worker,
      isolated,
      config,
      sweep,
      sweepCounts,
    });
    describeDocxConverter(config.docxConverter, networkIsolation, app.log);

    // Jobs are claimed only once the server listens: whatever a job does, the node answers HTTP first
    // (a node restarted with a heavy job queued comes up before it works on it).
    app.addHook('onListen', async () => {
      if (config.jobWorker) {
        worker.start();
        app.log.info({ workerId: worker.workerId }, 'job worker started');
      } else {
        app.log.info({ nodeId: config.nodeId }, 'job worker off (JOB_WORKER=off): jobs run on the other nodes');
      }
    });
    // preClose: the database must still be open to hand the running job back; the running task's thread ends.
    app.addHook('preClose', async () => {
      await worker.stop();
    });
    app.addHook('onClose', async () => {
      await isolated.close();
    });
  },
  { name: 'documents', dependencies: ['core', 'tenant'] },
);
