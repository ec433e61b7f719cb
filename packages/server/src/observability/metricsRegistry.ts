import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { JobLaneUsage } from '../jobs/createJobWorker.ts';
import { jobLaneKinds } from '../jobs/jobLanes.ts';
import { jobRepository } from '../jobs/jobRepository.ts';
import { deliveryRepository } from '../export/webhook/deliveryRepository.ts';

export interface MetricsRegistryOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** What this node's document sweeps removed so far (read at scrape time). */
  sweepCounts?: () => { orphanFilesRemoved: number; expiredUploadsRemoved: number } | undefined;
  /** This node's job worker lanes: jobs running in each, of its slots (read at scrape time; undefined without a worker). */
  jobLaneUsage?: () => readonly JobLaneUsage[] | undefined;
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
 * removed and its worker's lanes run, and the process defaults
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
  // One read of the queue per scrape, shared by the three gauges below: prom-client collects every metric
  // of a scrape at once, so each awaits the same read (a gauge without its own collect would be serialised
  // before the read ended, showing the previous scrape's value).
  let depthRead: ReturnType<typeof readDepth> | undefined;
  const readDepth = () => jobRepository.queueDepth(options.db, options.clock.now(), jobLaneKinds);
  const queueDepth = () => {
    depthRead ??= readDepth().finally(() => {
      depthRead = undefined;
    });
    return depthRead;
  };
  new Gauge({
    name: 'document_jobs_oldest_ready_seconds',
    help: 'How long the oldest queued job that is due has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      this.reset();
      // Left out when the queue cannot be read (the document_jobs gauge logs why).
      const depth = await queueDepth().catch(() => undefined);
      if (depth) this.set(depth.oldestReadySeconds);
    },
  });
  new Gauge({
    name: 'document_jobs_lane_oldest_ready_seconds',
    help: 'How long the oldest due, queued job of each worker lane has waited: applicant (conversions, application PDFs), outbound (webhook deliveries).',
    labelNames: ['lane'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const depth = await queueDepth().catch(() => undefined);
      for (const [lane, seconds] of Object.entries(depth?.oldestReadySecondsByLane ?? {})) this.set({ lane }, seconds);
    },
  });
  new Gauge({
    name: 'document_jobs',
    help: 'Document jobs (conversions, application PDFs) in the shared queue, by state.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const depth = await queueDepth();
        for (const [state, count] of Object.entries(depth.counts)) this.set({ state }, count);
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
  new Gauge({
    name: 'job_worker_lane_jobs',
    help: "Jobs this node's worker runs now in each lane (state running), and the lane's slots (state slots).",
    labelNames: ['lane', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const usage of options.jobLaneUsage?.() ?? []) {
        this.set({ lane: usage.lane, state: 'running' }, usage.running);
        this.set({ lane: usage.lane, state: 'slots' }, usage.concurrency);
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
