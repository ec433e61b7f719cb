import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { JobLane } from './jobLanes.ts';
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
  /**
   * The lanes the worker runs, each claiming only its own kinds with its own
   * slots. Every handler's kind is in exactly one lane; a lane's kind without
   * a handler here is left to the nodes that have one.
   */
  lanes: readonly JobLane[];
  /** How often an idle lane looks for work. */
  pollMs: number;
  /** How long a claim holds before another node may take the job over (renewed while it runs). */
  leaseMs: number;
  /** Wait before a failed attempt is retried. */
  retryDelayMs: number;
  /** This node's name (`NODE_ID`): the worker id is `<nodeId>/<random>`, stored in `jobs.claimed_by`. */
  nodeId: string;
}

/** One lane's slots on this node, now (metrics). */
export interface JobLaneUsage {
  lane: string;
  running: number;
  concurrency: number;
}

export interface JobWorker {
  readonly workerId: string;
  /** Starts the lanes (not called on a node with `JOB_WORKER=off`). */
  start(): void;
  /** Wakes the lane that claims `kind` now (a job of it was just queued on this node); every lane without one. */
  notify(kind?: string): void;
  /** How many jobs each lane runs on this node, of how many it may. */
  usage(): JobLaneUsage[];
  /** Stops claiming, aborts every running job of every lane and hands each back to the queue. */
  stop(): Promise<void>;
}

interface LaneState {
  lane: JobLane;
  /** The lane's kinds this node has a handler for: the only ones it claims. */
  kinds: string[];
  /** The running jobs' abort controllers, by job id. */
  running: Map<string, AbortController>;
  /** The running jobs' whole work (run, then finish, retry or release). */
  tasks: Set<Promise<void>>;
  /** Ends the lane's sleep; `woken` keeps a wake that came while it was not asleep. */
  wake: (() => void) | undefined;
  woken: boolean;
}

/** The lanes checked and with their kinds: a handler outside every lane would never run. */
function laneStates(lanes: readonly JobLane[], handlers: Record<string, JobHandler>): LaneState[] {
  const laneOf = new Map<string, string>();
  for (const lane of lanes) {
    if (!Number.isInteger(lane.concurrency) || lane.concurrency < 1) {
      throw new Error(`Job lane "${lane.name}" needs a concurrency of at least 1, got ${lane.concurrency}`);
    }
    for (const kind of lane.kinds) {
      const other = laneOf.get(kind);
      if (other) throw new Error(`Job kind "${kind}" is in two lanes ("${other}", "${lane.name}")`);
      laneOf.set(kind, lane.name);
    }
  }
  for (const kind of Object.keys(handlers)) {
    if (!laneOf.has(kind)) throw new Error(`Job kind "${kind}" has a handler but no lane`);
  }
  return lanes.map((lane) => ({
    lane,
    kinds: lane.kinds.filter((kind) => handlers[kind] !== undefined),
    running: new Map(),
    tasks: new Set(),
    wake: undefined,
    woken: false,
  }));
}

/**
 * The in-process worker, in lanes: each lane claims only its own kinds of
 * job and runs at most its concurrency of them at once, so the jobs of one
 * lane (a webhook receiver that never answers) never hold another's slots
 * (an applicant's conversion). Claims with FOR UPDATE SKIP LOCKED, so any
 * number of nodes share one PostgreSQL queue. A job whose node dies keeps its
 * lease until it expires and is then claimed again, or failed when its
 * attempts are used up: nothing stays IN_PROGRESS forever.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, clock, log, handlers } = options;
  const lanes = laneStates(options.lanes, handlers);
  // Unique even when two processes were given the same NODE_ID: leases are matched on it.
  const workerId = `${options.nodeId}/${randomBytes(4).toString('hex')}`;
  let running = false;
  let loop: Promise<void> | undefined;

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

  const wakeLane = (state: LaneState) => {
    state.woken = true;
    state.wake?.();
  };

  /** Sleeps until `ms` pass or the lane is woken (at once when a wake came since its last look). */
  const sleep = (state: LaneState, ms: number): Promise<void> => {
    if (state.woken) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    return new Promise<void>((resolve) => {
      state.wake = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      clearTimeout(timer);
      state.wake = undefined;
    });
  };

  /** Runs a claimed job (its controller is registered before the first await, so stop() can abort it). */
  const runJob = async (state: LaneState, job: JobRow) => {
    const handler = handlers[job.kind];
    const jobLog = logOf(job);
    const controller = new AbortController();
    state.running.set(job.id, controller);
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
      state.running.delete(job.id);
    }
  };

  /** Gives up the lane's abandoned jobs, then claims one job and starts it; false when none was ready. */
  const claimOne = async (state: LaneState): Promise<boolean> => {
    for (const abandoned of await jobRepository.failAbandoned(db, clock.now(), state.kinds)) {
      logOf(abandoned).warn('job abandoned after its last attempt');
      await giveUp(abandoned, abandoned.last_error ?? 'interrupted', true);
    }
    const job = await jobRepository.claim(db, workerId, clock.now(), later(options.leaseMs), state.kinds);
    if (!job) return false;
    if (!running) {
      // Claimed while stop() ran: handed back at once, as a running job is.
      await jobRepository.release(db, job.id, workerId, clock.now());
      return false;
    }
    log.info({ jobId: job.id, kind: job.kind, attempt: job.attempts, workerId, lane: state.lane.name }, 'job claimed');
    const task: Promise<void> = runJob(state, job)
      .catch((error: unknown) => logOf(job).error({ err: error }, 'recording the end of a job failed'))
      .finally(() => {
        state.tasks.delete(task);
        // A slot is free: the lane looks for its next job now.
        wakeLane(state);
      });
    state.tasks.add(task);
    return true;
  };

  const runLane = async (state: LaneState) => {
    while (running) {
      state.woken = false;
      let claimed = false;
      if (state.running.size < state.lane.concurrency) {
        try {
          claimed = await claimOne(state);
        } catch (error) {
          if (!running) break;
          log.error({ err: error, lane: state.lane.name }, 'job worker tick failed');
        }
      }
      if (running && !claimed) await sleep(state, options.pollMs);
    }
    await Promise.all(state.tasks);
  };

  const run = async () => {
    if (db.kind === 'pglite') await jobRepository.expireAllLeases(db, clock.now());
    await Promise.all(lanes.filter((state) => state.kinds.length > 0).map(runLane));
  };

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    notify(kind) {
      for (const state of lanes) if (kind === undefined || state.kinds.includes(kind)) wakeLane(state);
    },
    usage() {
      return lanes.map((state) => ({
        lane: state.lane.name,
        running: state.running.size,
        concurrency: state.lane.concurrency,
      }));
    },
    async stop() {
      running = false;
      for (const state of lanes) {
        for (const controller of state.running.values()) controller.abort();
        wakeLane(state);
      }
      await loop;
    },
  };
}
