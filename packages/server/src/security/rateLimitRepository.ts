import type { Queryable } from '../db/database.ts';

export interface WindowCount {
  hits: number;
  oldest: Date | null;
}

export interface RateLimitHit {
  bucket: string;
  subject: string;
}

export const rateLimitRepository = {
  async countSince(db: Queryable, bucket: string, subject: string, since: Date): Promise<WindowCount> {
    const result = await db.query<WindowCount>(
      `SELECT count(*)::int AS hits, min(hit_at) AS oldest FROM rate_limit_hits
       WHERE bucket = $1 AND subject = $2 AND hit_at > $3`,
      [bucket, subject, since],
    );
    return result.rows[0] ?? { hits: 0, oldest: null };
  },

  /** Records one hit per entry, in one statement, and returns the ids of the new rows. */
  async record(db: Queryable, hits: readonly RateLimitHit[], now: Date): Promise<string[]> {
    const values = hits.map((_hit, index) => `($${index * 2 + 1}, $${index * 2 + 2}, $${hits.length * 2 + 1})`);
    const result = await db.query<{ id: string }>(
      `INSERT INTO rate_limit_hits (bucket, subject, hit_at) VALUES ${values.join(', ')} RETURNING id::text AS id`,
      [...hits.flatMap((hit) => [hit.bucket, hit.subject]), now],
    );
    return result.rows.map((row) => row.id);
  },

  /** Removes exactly the rows `record` returned (an attempt taken back), whatever else runs at the same time. */
  async deleteByIds(db: Queryable, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.query('DELETE FROM rate_limit_hits WHERE id = ANY($1::bigint[])', [ids]);
  },

  async deleteOlderThan(db: Queryable, cutoff: Date): Promise<void> {
    await db.query('DELETE FROM rate_limit_hits WHERE hit_at < $1', [cutoff]);
  },
};
