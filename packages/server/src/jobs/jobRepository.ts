import type { Queryable } from '../db/database.ts';

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  last_error: string | null;
}

const columns = 'id::text AS id, kind, payload, status, attempts, max_attempts, last_error';

/** The jobs table (migration 005): the queue every node shares. */
export const jobRepository = {
  async enqueue(
    db: Queryable,
    kind: string,
    payload: Record<string, unknown>,
    now: Date,
    maxAttempts: number,
    /** When the job becomes due (a reminder days later); now by default. */
    runAfter: Date = now,
  ): Promise<string> {
    const result = await db.query<{ id: string }>(
      `INSERT INTO jobs (kind, payload, status, max_attempts, run_after, created_at, updated_at)
       VALUES ($1, $2::jsonb, 'queued', $3, $5, $4, $4) RETURNING id::text AS id`,
      [kind, JSON.stringify(payload), maxAttempts, now, runAfter],
    );
    return result.rows[0]!.id;
  },

  /**
   * Claims the oldest ready job of one of `kinds` (a lane's): queued and due,
   * or running with an expired lease (its node died) and attempts left. One
   * statement, so two nodes never claim the same job (SKIP LOCKED passes over
   * a row another claims). `claimed_by` keeps the worker's id after the job
   * ends (`locked_by` does not).
   */
  async claim(
    db: Queryable,
    workerId: string,
    now: Date,
    leaseUntil: Date,
    kinds: readonly string[],
  ): Promise<JobRow | undefined> {
    const result = await db.query<JobRow>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $1, claimed_by = $1,
              lease_expires_at = $3, updated_at = $2
       WHERE id = (
         SELECT id FROM jobs
         WHERE kind = ANY($4::text[])
           AND ((status = 'queued' AND run_after <= $2)
                OR (status = 'running' AND lease_expires_at < $2 AND attempts < max_attempts))
         ORDER BY id
         FOR UPDATE SKIP LOCKED
         LIMIT 1)
       RETURNING ${columns}`,
      [workerId, now, leaseUntil, kinds],
    );
    return result.rows[0];
  },

  /**
   * Running jobs of `kinds` whose lease ran out with no attempt left: marked
   * failed and returned (their owners give up).
   */
  async failAbandoned(db: Queryable, now: Date, kinds: readonly string[]): Promise<JobRow[]> {
    const result = await db.query<JobRow>(
      `UPDATE jobs SET status = 'failed', locked_by = NULL, lease_expires_at = NULL, updated_at = $1,
              last_error = COALESCE(last_error, 'The job was interrupted too many times.')
       WHERE id IN (
         SELECT id FROM jobs
         WHERE kind = ANY($2::text[]) AND status = 'running' AND lease_expires_at < $1 AND attempts >= max_attempts
         FOR UPDATE SKIP LOCKED)
       RETURNING ${columns}`,
      [now, kinds],
    );
    return result.rows;
  },

  /** PGlite only (one process owns the database): jobs left running by a previous process can be claimed at once. */
  async expireAllLeases(db: Queryable, now: Date): Promise<void> {
    await db.query(`UPDATE jobs SET lease_expires_at = $1 WHERE status = 'running'`, [now]);
  },

  async renewLease(db: Queryable, id: string, workerId: string, leaseUntil: Date): Promise<void> {
    await db.query(`UPDATE jobs SET lease_expires_at = $3 WHERE id = $1 AND locked_by = $2 AND status = 'running'`, [
      id,
      workerId,
      leaseUntil,
    ]);
  },

  async finish(db: Queryable, id: string, workerId: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE jobs SET status = 'done', locked_by = NULL, lease_expires_at = NULL, updated_at = $3
       WHERE id = $1 AND locked_by = $2`,
      [id, workerId, now],
    );
  },

  /** After an error: queued again after `retryAt`, or failed when no attempt is left or `retryAt` is undefined. */
  async recordFailure(
    db: Queryable,
    id: string,
    workerId: string,
    error: string,
    now: Date,
    retryAt: Date | undefined,
  ): Promise<'retry' | 'failed'> {
    const result = await db.query<{ status: 'queued' | 'failed' }>(
      `UPDATE jobs SET status = CASE WHEN $5::timestamptz IS NOT NULL AND attempts < max_attempts
                                     THEN 'queued' ELSE 'failed' END,
              run_after = COALESCE($5::timestamptz, run_after), last_error = $3, locked_by = NULL,
              lease_expires_at = NULL, updated_at = $4
       WHERE id = $1 AND locked_by = $2 RETURNING status`,
      [id, workerId, error.slice(0, 2000), now, retryAt ?? null],
    );
    return result.rows[0]?.status === 'queued' ? 'retry' : 'failed';
  },

  /** On shutdown: hand the job back without counting the interrupted attempt. */
  async release(db: Queryable, id: string, workerId: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE jobs SET status = 'queued', attempts = GREATEST(attempts - 1, 0), locked_by = NULL,
              lease_expires_at = NULL, run_after = $3, updated_at = $3
       WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
      [id, workerId, now],
    );
  },

  /**
   * How many jobs are in each status, and how long the oldest ready queued
   * job has waited, of all kinds and of each lane's kinds (metrics).
   */
  async queueDepth<Lane extends string>(
    db: Queryable,
    now: Date,
    lanes: Record<Lane, readonly string[]>,
  ): Promise<{
    counts: Record<JobRow['status'], number>;
    oldestReadySeconds: number;
    oldestReadySecondsByLane: Record<Lane, number>;
  }> {
    const counts: Record<JobRow['status'], number> = { queued: 0, running: 0, done: 0, failed: 0 };
    const result = await db.query<{ status: JobRow['status']; count: number }>(
      'SELECT status, count(*)::int AS count FROM jobs GROUP BY status',
    );
    for (const row of result.rows) counts[row.status] = Number(row.count);
    const oldest = await db.query<{ kind: string; run_after: Date }>(
      `SELECT kind, min(run_after) AS run_after FROM jobs WHERE status = 'queued' AND run_after <= $1 GROUP BY kind`,
      [now],
    );
    const waited = (kinds?: readonly string[]) => {
      const times = oldest.rows
        .filter((row) => !kinds || kinds.includes(row.kind))
        .map((row) => new Date(row.run_after).getTime());
      return times.length > 0 ? Math.max(0, (now.getTime() - Math.min(...times)) / 1000) : 0;
    };
    const names = Object.keys(lanes) as Lane[];
    return {
      counts,
      oldestReadySeconds: waited(),
      oldestReadySecondsByLane: Object.fromEntries(names.map((name) => [name, waited(lanes[name])])) as Record<
        Lane,
        number
      >,
    };
  },

  async deleteFinishedBefore(db: Queryable, before: Date): Promise<void> {
    await db.query(`DELETE FROM jobs WHERE status IN ('done', 'failed') AND updated_at < $1`, [before]);
  },
};
