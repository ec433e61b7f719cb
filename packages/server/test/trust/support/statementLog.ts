import type { Database, Queryable, QueryResult } from '../../../src/db/database.ts';

export interface RecordedStatement {
  /** The SQL with its white space collapsed. */
  sql: string;
  params: readonly unknown[];
}

export interface StatementLog {
  /** The statements run since the last take (or the start), oldest first; clears the log. */
  take(): RecordedStatement[];
  /** Puts the database's own methods back. */
  stop(): void;
}

/**
 * Records every statement the server runs on `db` (the very object its
 * routes use), inside transactions too. The server in these tests runs in
 * the test's process, so wrapping the object's methods sees all its work.
 */
export function recordStatements(db: Database): StatementLog {
  let log: RecordedStatement[] = [];
  const record = (sql: string, params: readonly unknown[] = []) => {
    log.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
  };
  const recording = (target: Queryable): Queryable => ({
    query<Row>(sql: string, params?: readonly unknown[]) {
      record(sql, params);
      return target.query<Row>(sql, params);
    },
    exec(sql: string) {
      record(sql);
      return target.exec(sql);
    },
  });
  const original = { query: db.query, queryDurably: db.queryDurably, transaction: db.transaction };
  const mutable = db as { -readonly [K in keyof Database]: Database[K] };
  mutable.query = function query<Row>(sql: string, params?: readonly unknown[]) {
    record(sql, params);
    return original.query.call<Database, [string, readonly unknown[] | undefined], Promise<QueryResult<Row>>>(
      db,
      sql,
      params,
    );
  };
  mutable.queryDurably = function queryDurably<Row>(sql: string, params?: readonly unknown[]) {
    record(sql, params);
    return original.queryDurably.call<Database, [string, readonly unknown[] | undefined], Promise<QueryResult<Row>>>(
      db,
      sql,
      params,
    );
  };
  mutable.transaction = function transaction<T>(work: (tx: Queryable) => Promise<T>) {
    return original.transaction.call<Database, [(tx: Queryable) => Promise<T>], Promise<T>>(db, (tx) =>
      work(recording(tx)),
    );
  };
  return {
    take() {
      const taken = log;
      log = [];
      return taken;
    },
    stop() {
      Object.assign(mutable, original);
    },
  };
}
