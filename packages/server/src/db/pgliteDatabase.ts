import { PGlite } from '@electric-sql/pglite';
import { ownerOnlyDirectory, tightenTree } from '../security/ownerOnlyFiles.ts';
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
 *
 * The directory and every file in it are its owner's alone (0700 / 0600):
 * the files hold every answer and password hash, and a session row written
 * into them is a session. The directory is made 0700 first, so nothing in
 * it is reachable by another account even for a moment; once PGlite is
 * open, every entry is tightened: PGlite sets the files of a new database
 * to 0666 itself (whatever the umask), and an install made by an older
 * version has them so. What PostgreSQL writes later it creates 0600.
 */
export async function openPgliteDatabase(directory: string | undefined): Promise<Database> {
  if (directory) ownerOnlyDirectory(directory);
  const pglite = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  });
  if (directory) tightenTree(directory);
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
