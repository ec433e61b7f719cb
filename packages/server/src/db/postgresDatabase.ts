import pg from 'pg';
import type { Database, Queryable } from './database.ts';

export async function openPostgresDatabase(connectionString: string, poolMax = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  // An idle connection that breaks (PostgreSQL restarted, a failover) is dropped by the pool, which then
  // emits 'error': without a listener that would end the process. The next query reports the outage
  // (a 500, and 503 from /readyz) and the pool reconnects once PostgreSQL is back.
  pool.on('error', () => undefined);
  // Fail fast on a wrong URL instead of at the first request.
  const probe = await pool.connect();
  probe.release();
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which allows several statements.
      await target.query(sql);
    },
  });
  const queryable = wrap(pool);
  return {
    kind: 'postgres',
    ...queryable,
    // An autocommit statement returns after its COMMIT record is flushed (synchronous_commit=on).
    queryDurably: queryable.query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
