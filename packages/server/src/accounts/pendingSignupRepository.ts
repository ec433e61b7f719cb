import type { Queryable } from '../db/database.ts';

export interface PendingSignupRow {
  id: string;
  user_id: string;
  password_hash: string;
}

const columns = 'id::text AS id, user_id::text AS user_id, password_hash';

/**
 * The sign-ups of an account that is not confirmed yet: each with the password
 * it chose and the hashed token of the browser that chose it.
 */
export const pendingSignupRepository = {
  async create(
    db: Queryable,
    userId: string,
    passwordHash: string,
    browserTokenHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await db.query(
      `INSERT INTO pending_signups (user_id, password_hash, browser_token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [userId, passwordHash, browserTokenHash, now, expiresAt],
    );
  },

  /** Deletes all but the newest `keep` sign-ups of the user. */
  async keepNewest(db: Queryable, userId: string, keep: number): Promise<void> {
    await db.query(
      `DELETE FROM pending_signups WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM pending_signups WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
      [userId, keep],
    );
  },

  /** The live sign-up of `username` whose browser holds the token with this hash. */
  async findByBrowser(
    db: Queryable,
    username: string,
    browserTokenHash: string,
    now: Date,
  ): Promise<PendingSignupRow | undefined> {
    const result = await db.query<PendingSignupRow>(
      `SELECT p.id::text AS id, p.user_id::text AS user_id, p.password_hash
       FROM pending_signups p JOIN users u ON u.id = p.user_id
       WHERE u.username = $1 AND p.browser_token_hash = $2 AND p.expires_at > $3 AND u.confirmed_at IS NULL`,
      [username, browserTokenHash, now],
    );
    return result.rows[0];
  },

  async findLive(db: Queryable, id: string, userId: string, now: Date): Promise<PendingSignupRow | undefined> {
    const result = await db.query<PendingSignupRow>(
      `SELECT ${columns} FROM pending_signups WHERE id = $1 AND user_id = $2 AND expires_at > $3`,
      [id, userId, now],
    );
    return result.rows[0];
  },

  /** Hands the sign-up to another browser (the one that just proved its password); the old token stops working. */
  async rebind(db: Queryable, id: string, browserTokenHash: string): Promise<void> {
    await db.query('UPDATE pending_signups SET browser_token_hash = $2 WHERE id = $1', [id, browserTokenHash]);
  },

  async deleteAllOfUser(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM pending_signups WHERE user_id = $1', [userId]);
  },

  async deleteExpired(db: Queryable, now: Date): Promise<void> {
    await db.query('DELETE FROM pending_signups WHERE expires_at < $1', [now]);
  },
};
