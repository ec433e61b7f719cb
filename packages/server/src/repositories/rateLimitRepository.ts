import type { Queryable } from '../db/database.ts';

export interface WindowCount {
  hits: number;
  oldest: Date | null;
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

  async record(db: Queryable, bucket: string, subject: string, now: Date): Promise<void> {
    await db.query('INSERT INTO rate_limit_hits (bucket, subject, hit_at) VALUES ($1, $2, $3)', [bucket, subject, now]);
  },

  /** Removes one hit (rows are interchangeable: any one of the same bucket, subject and time). */
  async deleteOne(db: Queryable, bucket: string, subject: string, hitAt: Date): Promise<void> {
    await db.query(
      `DELETE FROM rate_limit_hits WHERE ctid IN (
         SELECT ctid FROM rate_limit_hits WHERE bucket = $1 AND subject = $2 AND hit_at = $3 LIMIT 1)`,
      [bucket, subject, hitAt],
    );
  },

  async deleteOlderThan(db: Queryable, cutoff: Date): Promise<void> {
    await db.query('DELETE FROM rate_limit_hits WHERE hit_at < $1', [cutoff]);
  },
};
