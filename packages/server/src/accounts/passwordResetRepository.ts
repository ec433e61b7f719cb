import type { Queryable } from '../db/database.ts';

export interface PasswordResetRow {
  id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export const passwordResetRepository = {
  async create(db: Queryable, userId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await db.query(
      'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
      [userId, tokenHash, expiresAt, now],
    );
  },

  async findForUpdate(db: Queryable, tokenHash: string): Promise<PasswordResetRow | undefined> {
    const result = await db.query<PasswordResetRow>(
      `SELECT id::text AS id, user_id::text AS user_id, expires_at, used_at
       FROM password_reset_tokens WHERE token_hash = $1 FOR UPDATE`,
      [tokenHash],
    );
    return result.rows[0];
  },

  /** Marks this token used and retires every other open token of the user. */
  async markAllUsed(db: Queryable, userId: string, now: Date): Promise<void> {
    await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      userId,
      now,
    ]);
  },

  async deleteExpired(db: Queryable, cutoff: Date): Promise<void> {
    await db.query('DELETE FROM password_reset_tokens WHERE expires_at < $1', [cutoff]);
  },
};
