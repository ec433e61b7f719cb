import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: {
      /**
       * Runs work once `reply` has been written out: account flows that must
       * answer in the same time whether or not an account exists do their
       * lookups and mails here. Failures are logged to the request's logger,
       * so the line carries its request id.
       */
      run(name: string, reply: FastifyReply, work: () => Promise<void>): void;
      /** Resolves when no background work is left (shutdown, tests). */
      idle(): Promise<void>;
    };
  }
}

export interface BackgroundTasksOptions {
  /**
   * Awaited after the answer is written and before each task's work starts.
   * Tests pass a gate they open themselves, to check that an answer is
   * complete before any of its background work has begun.
   */
  beforeWork?: () => Promise<void>;
}

export const backgroundTasksPlugin = fp(
  async (app: FastifyInstance, options: BackgroundTasksOptions) => {
    const beforeWork = options.beforeWork ?? (() => Promise.resolve());
    const pending = new Set<Promise<void>>();
    const background = {
      run(name: string, reply: FastifyReply, work: () => Promise<void>) {
        // Started on the response's 'finish' (or 'close', when the client went
        // away), never before: the work can neither delay the answer nor be
        // timed through it.
        const written = new Promise<void>((resolve) => {
          const raw = reply.raw;
          if (raw.writableFinished || raw.destroyed) return resolve();
          raw.once('finish', () => resolve());
          raw.once('close', () => resolve());
        });
        const task = written
          .then(beforeWork)
          .then(work)
          .catch((error: unknown) => reply.log.error({ err: error }, `background task "${name}" failed`))
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async idle() {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    };
    app.decorate('background', background);
  },
  { name: 'background-tasks' },
);
