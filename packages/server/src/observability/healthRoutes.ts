import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { lookupCategories, type LookupCategory } from '@admissions/contracts';
import type { LookupAvailability } from '../lookup/lookupAvailability.ts';

/** How long readiness waits for the database and for storage before calling them down. */
export const readinessTimeoutMs = 2000;

/** One dependency's state in a `/readyz` answer: no error details (they go to the log). */
export type DependencyState = 'ok' | 'error' | 'timeout';

/**
 * One lookup category in a `/readyz` answer: `available` (it has data),
 * `empty` (no data: its school search offers manual entry), or `unknown`
 * (the check did not answer). Never a reason to be unready.
 */
export type LookupState = 'available' | 'empty' | 'unknown';

const dependencyState = { type: 'string', enum: ['ok', 'error', 'timeout'] } as const;
const lookupState = { type: 'string', enum: ['available', 'empty', 'unknown'] } as const;
const readinessSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    database: dependencyState,
    storage: dependencyState,
    lookup: {
      type: 'object',
      properties: Object.fromEntries(lookupCategories.map((category) => [category, lookupState])),
      required: [...lookupCategories],
    },
  },
  required: ['status', 'database', 'storage', 'lookup'],
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

/** Each lookup category's state, within the readiness deadline; `unknown` for all when the check fails. */
async function lookupStates(
  availability: LookupAvailability,
  log: FastifyBaseLogger,
): Promise<Record<LookupCategory, LookupState>> {
  const unknown = Object.fromEntries(lookupCategories.map((category) => [category, 'unknown' as const])) as Record<
    LookupCategory,
    LookupState
  >;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), readinessTimeoutMs);
  });
  try {
    const categories = await Promise.race([availability.read(), deadline]);
    if (!categories) return unknown;
    const states = { ...unknown };
    for (const category of lookupCategories) states[category] = categories[category].hasData ? 'available' : 'empty';
    return states;
  } catch (error) {
    log.warn({ err: error }, 'readiness: the lookup data could not be checked');
    return unknown;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: liveness only, never touches the database (a restart would
 * not fix a database outage). `GET /readyz`: whether this node can serve
 * requests now (database and storage answer), for load balancers. Its detail
 * also says which lookup categories have data: an empty one (no licensed
 * high-school list loaded yet) is named there but does not make the node
 * unready, since applicants can type their school in.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { lookupAvailability: LookupAvailability },
): Promise<void> {
  const { db } = app;
  const { storage } = app.documents;
  const { lookupAvailability } = options;
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getLiveness',
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
        operationId: 'getReadiness',
        summary:
          'Readiness: 200 when the database and document storage answer, else 503 naming which did not; lookup categories without data are named (never a reason for 503)',
        tags: ['operations'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const [database, storageState, lookup] = await Promise.all([
        probe('database', () => db.query('SELECT 1'), request.log),
        probe('storage', (signal) => storage.checkReady(signal), request.log),
        lookupStates(lookupAvailability, request.log),
      ]);
      const ready = database === 'ok' && storageState === 'ok';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, storage: storageState, lookup });
    },
  );
}
