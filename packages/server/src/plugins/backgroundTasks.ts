import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: {
      /**
       * Runs work after the response: account flows that must answer in the
       * same time whether or not an account exists do their lookups and
       * mails here. Failures are logged to `log`: the request's
       * (`request.log`), so the line carries its request id.
       */
      run(name: string, log: FastifyBaseLogger, work: () => Promise<void>): void;
      /** Resolves when no background work is left (shutdown, tests). */
      idle(): Promise<void>;
    };
  }
}

export const backgroundTasksPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    const background = {
      run(name: string, log: FastifyBaseLogger, work: () => Promise<void>) {
        const task = Promise.resolve()
          .then(work)
          .catch((error: unknown) => log.error({ err: error }, `background task "${name}" failed`))
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
