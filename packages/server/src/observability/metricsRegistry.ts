import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { jobRepository } from '../jobs/jobRepository.ts';
import { deliveryRepository } from '../export/webhook/deliveryRepository.ts';

export interface MetricsRegistryOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** What this node's document sweeps removed so far (read at scrape time). */
  sweepCounts?: () => { orphanFilesRemoved: number; expiredUploadsRemoved: number } | undefined;
}

export interface MetricsRegistry {
  readonly registry: Registry;
  /** Counts one answered request under its route pattern (never the concrete URL). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/**
 * The metrics `/metrics` exposes: requests and their latency by route
 * pattern, the document job queue and the submission webhook's deliveries
 * read from the database at scrape time (so every node reports the shared
 * queue), what this node's document sweeps
 * removed, and the process defaults
 * (memory, heap, event loop lag, CPU, handles). One registry per server,
 * so that several servers in one process (tests) keep separate counts.
 */
export function createMetricsRegistry(options: MetricsRegistryOptions): MetricsRegistry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending the response, by method, route pattern and status code.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const oldestReady = new Gauge({
    name: 'document_jobs_oldest_ready_seconds',
    help: 'How long the oldest queued job that is due has waited (0 when none waits).',
    registers: [registry],
  });
  new Gauge({
    name: 'document_jobs',
    help: 'Document jobs (conversions, application PDFs) in the shared queue, by state.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      oldestReady.reset();
      try {
        const depth = await jobRepository.queueDepth(options.db, options.clock.now());
        for (const [state, count] of Object.entries(depth.counts)) this.set({ state }, count);
        oldestReady.set(depth.oldestReadySeconds);
      } catch (error) {
        // Without the database the queue series are left out (alert on their absence); the rest is still served.
        options.log.warn({ err: error }, 'metrics: reading the job queue failed');
      }
    },
  });
  new Gauge({
    name: 'submission_webhook_deliveries',
    help: 'Submission webhook deliveries by state: pending (queued or retrying), delivered, dead (retry window used up; npm run export -- --failed-deliveries lists them).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const counts = await deliveryRepository.counts(options.db);
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      } catch (error) {
        options.log.warn({ err: error }, 'metrics: reading the webhook deliveries failed');
      }
    },
  });
  const sweepCounter = (
    name: string,
    help: string,
    read: (counts: { orphanFilesRemoved: number; expiredUploadsRemoved: number }) => number,
  ) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const counts = options.sweepCounts?.();
        this.reset();
        if (counts) this.inc(read(counts));
      },
    });
  sweepCounter(
    'document_orphan_files_removed_total',
    'Stored files no row referred to (late uploads, leftovers of interrupted work), removed by this node.',
    (counts) => counts.orphanFilesRemoved,
  );
  sweepCounter(
    'document_expired_uploads_removed_total',
    'Upload slots that expired unused, removed with any file posted to them by this node.',
    (counts) => counts.expiredUploadsRemoved,
  );
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}
