import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { jobRepository, type JobRow } from './jobRepository.ts';

/** What a kind of job does. */
export interface JobHandler {
  /**
   * Does the work; throwing means "try again later" (until max attempts).
   * `signal` aborts on shutdown; `log` carries the job's id on every line.
   */
  run(job: JobRow, signal: AbortSignal, log: FastifyBaseLogger): Promise<void>;
  /**
   * The job will never run again: its attempts failed, or (`abandoned`) its
   * node died holding it too often. Record the failure for the applicant.
   */
  giveUp(job: JobRow, reason: string, abandoned: boolean, log: FastifyBaseLogger): Promise<void>;
  /**
   * When a failed attempt is tried again; undefined gives up now. Without
   * it, after the worker's retry delay until the job's attempts are used up.
   */
  retryAt?(job: JobRow, now: Date): Promise<Date | undefined>;
}

export interface JobWorkerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** How often an idle worker looks for work. */
  pollMs: number;
  /** How long a claim holds before another node may take the job over (renewed while it runs). */
  leaseMs: number;
  /** Wait before a failed attempt is retried. */
  retryDelayMs: number;
  /** This node's name (`NODE_ID`): the worker id is `<nodeId>/<random>`, stored in `jobs.claimed_by`. */
  nodeId: string;
}

export interface JobWorker {
  readonly workerId: string;
  /** Starts the loop (not called on a node with `JOB_WORKER=off`). */
  start(): void;
  /** Wakes the worker now (a job was just queued on this node). */
  notify(): void;
  /** Stops claiming, aborts the running job and hands it back to the queue. */
  stop(): Promise<void>;
}

/**
 * The in-process worker: one job at a time per node (conversions are CPU and
 * memory heavy; two cores). Claims with FOR UPDATE SKIP LOCKED, so any number
 * of nodes share one PostgreSQL queue. A job whose node dies keeps its lease
 * until it expires and is then claimed again, or failed when its attempts are
 * used up: nothing stays IN_PROGRESS forever.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, clock, log, handlers } = options;
  // Unique even when two processes were given the same NODE_ID: leases are matched on it.
  const workerId = `${options.nodeId}/${randomBytes(4).toString('hex')}`;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let current: { job: JobRow; controller: AbortController } | undefined;

  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  /** Every line about a job names it (jobs outlive the request that queued them). */
  const logOf = (job: JobRow) => log.child({ jobId: job.id, jobKind: job.kind });

  const giveUp = async (job: JobRow, reason: string, abandoned: boolean) => {
    const handler = handlers[job.kind];
    if (!handler) return;
    const jobLog = logOf(job);
    try {
      await handler.giveUp(job, reason, abandoned, jobLog);
    } catch (error) {
      jobLog.error({ err: error }, `giving up job ${job.kind} failed`);
    }
  };

  const runJob = async (job: JobRow) => {
    const handler = handlers[job.kind];
    const jobLog = logOf(job);
    const controller = new AbortController();
    current = { job, controller };
    const heartbeat = setInterval(
      () => {
        jobRepository
          .renewLease(db, job.id, workerId, later(options.leaseMs))
          .catch((error: unknown) => jobLog.warn({ err: error }, 'renewing a job lease failed'));
      },
      Math.max(50, Math.floor(options.leaseMs / 3)),
    );
    const started = Date.now();
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler.run(job, controller.signal, jobLog);
      await jobRepository.finish(db, job.id, workerId, clock.now());
      jobLog.info({ attempt: job.attempts, durationMs: Date.now() - started }, 'job finished');
    } catch (error) {
      if (controller.signal.aborted) {
        await jobRepository.release(db, job.id, workerId, clock.now());
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      jobLog.warn({ err: error }, 'job attempt failed');
      const retryAt = handler?.retryAt ? await handler.retryAt(job, clock.now()) : later(options.retryDelayMs);
      const outcome = await jobRepository.recordFailure(db, job.id, workerId, message, clock.now(), retryAt);
      if (outcome === 'failed') await giveUp(job, message, false);
    } finally {
      clearInterval(heartbeat);
      current = undefined;
    }
  };

  const tick = async (): Promise<boolean> => {
    for (const abandoned of await jobRepository.failAbandoned(db, clock.now())) {
      logOf(abandoned).warn('job abandoned after its last attempt');
      await giveUp(abandoned, abandoned.last_error ?? 'interrupted', true);
    }
    const job = await jobRepository.claim(db, workerId, clock.now(), later(options.leaseMs));
    if (!job) return false;
    log.info({ jobId: job.id, kind: job.kind, attempt: job.attempts, workerId }, 'job claimed');
    await runJob(job);
    return true;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      if (timer) clearTimeout(timer);
      wake = undefined;
    });

  const run = async () => {
    if (db.kind === 'pglite') await jobRepository.expireAllLeases(db, clock.now());
    while (running) {
      let worked = false;
      try {
        worked = await tick();
      } catch (error) {
        if (!running) break;
        log.error({ err: error }, 'job worker tick failed');
      }
      if (running && !worked) await sleep(options.pollMs);
    }
  };

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    notify() {
      wake?.();
    },
    async stop() {
      running = false;
      current?.controller.abort();
      wake?.();
      await loop;
    },
  };
}
