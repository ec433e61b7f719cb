import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';

/** How long readiness waits for the database and for storage before calling them down. */
export const readinessTimeoutMs = 2000;

/** One dependency's state in a `/readyz` answer: no error details (they go to the log). */
export type DependencyState = 'ok' | 'error' | 'timeout';

const dependencyState = { type: 'string', enum: ['ok', 'error', 'timeout'] } as const;
const readinessSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    database: dependencyState,
    storage: dependencyState,
  },
  required: ['status', 'database', 'storage'],
} as const;

/**
 * Runs one check with its own deadline: `ok`, `timeout` when it did not
 * answer in time (the check is aborted), or `error` (logged at warn with
 * the cause, which the response never shows).
 */
async function probe(
  name: string,
  check: (signal: AbortSignal) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<DependencyState> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, readinessTimeoutMs);
  });
  try {
    const state = await Promise.race([check(controller.signal).then(() => 'ok' as const), deadline]);
    if (state === 'timeout')
      log.warn({ dependency: name, timeoutMs: readinessTimeoutMs }, `readiness: ${name} timed out`);
    return state;
  } catch (error) {
    log.warn({ err: error, dependency: name }, `readiness: ${name} failed`);
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: liveness only, never touches the database (a restart would
 * not fix a database outage). `GET /readyz`: whether this node can serve
 * requests now (database and storage answer), for load balancers.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database, storage: DocumentStorage): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: 200 while the process answers HTTP (checks nothing else)',
        tags: ['operations'],
        response: {
          200: { type: 'object', properties: { status: { type: 'string', const: 'ok' } }, required: ['status'] },
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: 200 when the database and document storage answer, else 503 naming which did not',
        tags: ['operations'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const [database, storageState] = await Promise.all([
        probe('database', () => db.query('SELECT 1'), request.log),
        probe('storage', (signal) => storage.checkReady(signal), request.log),
      ]);
      const ready = database === 'ok' && storageState === 'ok';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, storage: storageState });
    },
  );
}
