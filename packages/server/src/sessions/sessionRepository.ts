import type { Queryable } from '../db/database.ts';

export interface SessionRow {
  user_id: string;
  username: string;
  created_at: Date;
  last_activity_at: Date;
}

/** Server-side sessions, keyed by the SHA-256 of the session id. */
export const sessionRepository = {
  async create(db: Queryable, idHash: string, userId: string, now: Date, clientAddress: string): Promise<void> {
    await db.query(
      `INSERT INTO sessions (id_hash, user_id, created_at, last_activity_at, client_address)
       VALUES ($1, $2, $3, $3, $4)`,
      [idHash, userId, now, clientAddress],
    );
  },

  async find(db: Queryable, idHash: string): Promise<SessionRow | undefined> {
    const result = await db.query<SessionRow>(
      `SELECT s.user_id::text AS user_id, u.username, s.created_at, s.last_activity_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = $1`,
      [idHash],
    );
    return result.rows[0];
  },

  async touch(db: Queryable, idHash: string, now: Date): Promise<void> {
    await db.query('UPDATE sessions SET last_activity_at = GREATEST(last_activity_at, $2) WHERE id_hash = $1', [
      idHash,
      now,
    ]);
  },

  async delete(db: Queryable, idHash: string): Promise<void> {
    await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  },

  async deleteAllOfUser(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  },

  async deleteExpired(db: Queryable, idleCutoff: Date, absoluteCutoff: Date): Promise<void> {
    await db.query('DELETE FROM sessions WHERE last_activity_at < $1 OR created_at < $2', [idleCutoff, absoluteCutoff]);
  },
};
