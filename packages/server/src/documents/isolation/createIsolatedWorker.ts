import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { compiledEntryUrl } from '../../compiledEntryUrl.ts';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import type { IsolatedReply, IsolatedRequest } from './isolatedMessages.ts';
import type { IsolatedContext, IsolatedInput, IsolatedOutput, IsolatedTaskName } from './isolatedTasks.ts';

/** A task ran out of time or memory; the thread was ended. Retrying the same input would end the same way. */
export class IsolatedWorkLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'memory',
    detail: string,
  ) {
    super(detail);
    this.name = 'IsolatedWorkLimitError';
  }
}

export interface IsolatedWorkerOptions {
  context: IsolatedContext;
  /** Longest a task may run (from the moment the thread receives it). */
  timeoutMs: number;
  /** Heap of the thread (V8 old generation), in MB. */
  memoryMb: number;
  log: FastifyBaseLogger;
}

export interface IsolatedWorker {
  /**
   * Runs a task in the worker thread, one at a time (callers queue). Rejects
   * with IsolatedWorkLimitError past the time or memory limit, with
   * DocumentRejectedError for a file the applicant must fix, with the
   * signal's reason when `signal` aborts (the thread is ended at once).
   */
  run<T extends IsolatedTaskName>(task: T, input: IsolatedInput<T>, signal?: AbortSignal): Promise<IsolatedOutput<T>>;
  /** Ends the thread (shutdown). */
  close(): Promise<void>;
}

/**
 * The compiled worker entry when the server runs compiled. From the TypeScript
 * sources (development, tests) the thread starts from a bootstrap that
 * registers tsx.
 */
function workerScript(): URL {
  return compiledEntryUrl('isolatedWorkerEntry') ?? new URL('./isolatedWorkerBootstrap.mjs', import.meta.url);
}

/** How long a new thread may take to load its code before the start counts as failed. */
const startupTimeoutMs = 120_000;

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  /** The reply handler of the task in flight. */
  onReply?: (reply: IsolatedReply) => void;
  /** Called when the thread dies (error, out of memory, terminated). */
  onDeath?: (error: Error) => void;
  dead: boolean;
}

function isOutOfMemory(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * Printing and in-process document conversion run here, off the event loop:
 * one long-lived worker thread (started on first use: loading pdf-lib, the
 * fonts and the form engine takes a while) with a heap limit
 * (`resourceLimits`) and a time limit per task. A task past either limit ends
 * the thread; the next task starts a fresh one. The HTTP server keeps
 * answering meanwhile, and shutdown ends the thread at once.
 */
export function createIsolatedWorker(options: IsolatedWorkerOptions): IsolatedWorker {
  const { log } = options;
  let thread: Thread | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;
  let closed = false;

  const end = (dying: Thread) => {
    dying.dead = true;
    if (thread === dying) thread = undefined;
    void dying.worker.terminate();
  };

  const spawn = (): Thread => {
    const worker = new Worker(workerScript(), {
      workerData: options.context,
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.min(32, Math.floor(options.memoryMb / 8))),
      },
      // The thread's output is the server's log; it never prints itself.
      stdout: false,
      stderr: false,
    });
    // An idle thread never keeps the process alive (shutdown closes it anyway).
    worker.unref();
    const created: Thread = { worker, dead: false, ready: Promise.resolve() };
    created.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        end(created);
        reject(new Error(`the document worker thread did not start within ${startupTimeoutMs} ms`));
      }, startupTimeoutMs);
      created.onReply = (reply) => {
        if (reply.type !== 'ready') return;
        clearTimeout(timer);
        created.onReply = undefined;
        resolve();
      };
      created.onDeath = (error) => {
        clearTimeout(timer);
        reject(error);
      };
    });
    worker.on('message', (reply: IsolatedReply) => created.onReply?.(reply));
    worker.on('error', (error) => {
      const wasDead = created.dead;
      end(created);
      if (!wasDead) log.warn({ err: error }, 'document worker thread failed');
      created.onDeath?.(error);
    });
    worker.on('exit', (code) => {
      const wasDead = created.dead;
      end(created);
      created.onDeath?.(new Error(`the document worker thread exited with code ${code}`));
      if (!wasDead && !closed) log.warn({ code }, 'document worker thread exited');
    });
    return created;
  };

  const runNow = async <T extends IsolatedTaskName>(
    task: T,
    input: IsolatedInput<T>,
    signal: AbortSignal | undefined,
  ): Promise<IsolatedOutput<T>> => {
    if (closed) throw new Error('the document worker is closed');
    signal?.throwIfAborted();
    if (!thread) thread = spawn();
    const current = thread;
    try {
      await current.ready;
    } catch (error) {
      if (isOutOfMemory(error)) {
        throw new IsolatedWorkLimitError(
          'memory',
          `the document worker needs more than ${options.memoryMb} MB to start`,
        );
      }
      throw error;
    }
    signal?.throwIfAborted();
    const id = nextId++;
    return new Promise<IsolatedOutput<T>>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        current.onReply = undefined;
        current.onDeath = undefined;
        outcome();
      };
      const timer = setTimeout(() => {
        settle(() => reject(new IsolatedWorkLimitError('time', `${task} took longer than ${options.timeoutMs} ms`)));
        end(current);
      }, options.timeoutMs);
      const onAbort = () => {
        settle(() => reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted')));
        end(current);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      current.onReply = (reply) => {
        if (reply.type === 'ready' || reply.id !== id) return;
        if (reply.type === 'done') settle(() => resolve(reply.output as IsolatedOutput<T>));
        else if (reply.rejected) settle(() => reject(new DocumentRejectedError(reply.message)));
        else settle(() => reject(new Error(reply.message)));
      };
      current.onDeath = (error) => {
        settle(() =>
          reject(
            isOutOfMemory(error)
              ? new IsolatedWorkLimitError('memory', `${task} needed more than ${options.memoryMb} MB`)
              : error,
          ),
        );
      };
      const request: IsolatedRequest = { id, task, input };
      current.worker.postMessage(request);
    });
  };

  return {
    run(task, input, signal) {
      const result = queue.then(() => runNow(task, input, signal));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closed = true;
      const current = thread;
      thread = undefined;
      if (current) {
        current.dead = true;
        current.onDeath?.(new Error('the document worker was closed'));
        await current.worker.terminate();
      }
    },
  };
}
