import type { Queryable } from '../db/database.ts';

/**
 * One live confirmation code per user: a new one (sign-up, resend) replaces the
 * old, so the newest mail holds the code that works. Wrong guesses do not
 * touch the code (the rate limits bound guessing), so a stranger cannot kill
 * the owner's code. A confirmation reads it with its account
 * (userRepository.findForConfirmation).
 */
export const confirmationCodeRepository = {
  async replace(db: Queryable, userId: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
    await db.query(
      `INSERT INTO confirmation_codes (user_id, code_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
         created_at = EXCLUDED.created_at`,
      [userId, codeHash, expiresAt, now],
    );
  },

  async delete(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM confirmation_codes WHERE user_id = $1', [userId]);
  },

  async deleteExpired(db: Queryable, now: Date): Promise<void> {
    await db.query('DELETE FROM confirmation_codes WHERE expires_at < $1', [now]);
  },
};
