import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.ts';
import { fsyncWalSegments } from './walSync.ts';

// PGlite reports affectedRows = 0 for SELECT; like pg, count returned rows then.
function toResult<Row>(result: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  return { rows: result.rows, rowCount: result.rows.length || result.affectedRows || 0 };
}

/**
 * PostgreSQL's shared buffer pool inside PGlite's WASM memory. PostgreSQL's
 * default (128 MB) fills as tables are read (the lookup data at start is
 * enough to fill most of it) and WASM memory is never given back, so an idle
 * node held about 130 MB more than with 16 MB. Pages beyond the pool are
 * read through the operating system's file cache; the rows a request touches
 * (its applicant's, the sessions) fit many times over.
 */
export const pgliteSharedBuffers = '16MB';

const currentSegmentSql = 'SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS segment';

/**
 * Embedded PostgreSQL (WASM) stored in a directory on disk. It runs in this
 * process, so one server process owns the directory at a time.
 *
 * Durability: `transaction()` resolves only after its WAL records are fsynced
 * (see walSync.ts), as a COMMIT on PostgreSQL with the default
 * `synchronous_commit=on` does. Single statements through `query()` are
 * committed (written to the OS) but not fsynced: use `transaction()` for data
 * that must survive a power loss.
 */
export async function openPgliteDatabase(directory: string | undefined): Promise<Database> {
  if (directory) mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return toResult(await target.query<Row>(sql, params as unknown[]));
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const currentSegment = async (): Promise<string> =>
    (await pglite.query<{ segment: string }>(currentSegmentSql)).rows[0]!.segment;
  const transaction = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    if (!directory) return pglite.transaction((tx) => work(wrap(tx)));
    const before = await currentSegment();
    const value = await pglite.transaction((tx) => work(wrap(tx)));
    fsyncWalSegments(directory, before, await currentSegment());
    return value;
  };
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction,
    queryDurably: <Row>(sql: string, params?: readonly unknown[]) => transaction((tx) => tx.query<Row>(sql, params)),
    close: () => pglite.close(),
  };
}
