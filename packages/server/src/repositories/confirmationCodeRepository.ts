import type { Queryable } from '../db/database.ts';

export interface ConfirmationCodeRow {
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
}

/** One live confirmation code per user; a new one replaces the old. */
export const confirmationCodeRepository = {
  async replace(db: Queryable, userId: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
    await db.query(
      `INSERT INTO confirmation_codes (user_id, code_hash, expires_at, failed_attempts, created_at)
       VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
         failed_attempts = 0, created_at = EXCLUDED.created_at`,
      [userId, codeHash, expiresAt, now],
    );
  },

  /** The code row, locked for the rest of the transaction (attempts are counted exactly). */
  async findForUpdate(db: Queryable, userId: string): Promise<ConfirmationCodeRow | undefined> {
    const result = await db.query<ConfirmationCodeRow>(
      'SELECT code_hash, expires_at, failed_attempts FROM confirmation_codes WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    return result.rows[0];
  },

  async recordFailedAttempt(db: Queryable, userId: string): Promise<number> {
    const result = await db.query<{ failed_attempts: number }>(
      'UPDATE confirmation_codes SET failed_attempts = failed_attempts + 1 WHERE user_id = $1 RETURNING failed_attempts',
      [userId],
    );
    return result.rows[0]?.failed_attempts ?? 0;
  },

  async delete(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM confirmation_codes WHERE user_id = $1', [userId]);
  },

  async deleteExpired(db: Queryable, now: Date): Promise<void> {
    await db.query('DELETE FROM confirmation_codes WHERE expires_at < $1', [now]);
  },
};
