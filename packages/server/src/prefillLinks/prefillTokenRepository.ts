import type { StudentAnswers } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

export interface PrefillTokenRow {
  answers: StudentAnswers;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Prefill links: answers to start an application with; stored as the token's SHA-256. */
export const prefillTokenRepository = {
  async create(db: Queryable, tokenHash: string, answers: StudentAnswers, now: Date, expiresAt: Date): Promise<void> {
    await db.query(
      'INSERT INTO prefill_tokens (token_hash, answers, created_at, expires_at) VALUES ($1, $2::jsonb, $3, $4)',
      [tokenHash, JSON.stringify(answers), now, expiresAt],
    );
  },

  async find(db: Queryable, tokenHash: string): Promise<PrefillTokenRow | undefined> {
    const result = await db.query<PrefillTokenRow>(
      'SELECT answers, expires_at, revoked_at FROM prefill_tokens WHERE token_hash = $1',
      [tokenHash],
    );
    return result.rows[0];
  },

  async revoke(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
    const result = await db.query(
      'UPDATE prefill_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
      [tokenHash, now],
    );
    return result.rowCount === 1;
  },
};
