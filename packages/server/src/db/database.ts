/** The one query layer used on both PGlite and PostgreSQL. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction; commits when it resolves, rolls back when it
   * throws. Resolves only once the commit is durable (fsynced) on both databases.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs one statement as its own transaction and resolves once it is durable
   * (fsynced), like `transaction` but in a single round trip on PostgreSQL
   * (an autocommit statement; `synchronous_commit` stays on).
   */
  queryDurably<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  close(): Promise<void>;
}
