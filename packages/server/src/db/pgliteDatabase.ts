import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.ts';

// PGlite reports affectedRows = 0 for SELECT; like pg, count returned rows then.
function toResult<Row>(result: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  return { rows: result.rows, rowCount: result.rows.length || result.affectedRows || 0 };
}

/**
 * Embedded PostgreSQL (WASM) stored in a directory on disk. It runs in this
 * process, so one server process owns the directory at a time.
 */
export async function openPgliteDatabase(directory: string | undefined): Promise<Database> {
  if (directory) mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create(directory ? { dataDir: directory } : {});
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return toResult(await target.query<Row>(sql, params as unknown[]));
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}
