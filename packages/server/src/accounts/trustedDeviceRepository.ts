import type { Queryable } from '../db/database.ts';

/** Browsers that have logged in to an account (device cookies), keyed by the SHA-256 of their token. */
export const trustedDeviceRepository = {
  async create(db: Queryable, userId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await db.query(
      'INSERT INTO trusted_devices (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [userId, tokenHash, now, expiresAt],
    );
  },

  /** The id of the live device of `username` among the given token hashes, if any. */
  async findForAccount(
    db: Queryable,
    username: string,
    tokenHashes: readonly string[],
    now: Date,
  ): Promise<{ id: string; token_hash: string } | undefined> {
    const result = await db.query<{ id: string; token_hash: string }>(
      `SELECT d.id::text AS id, d.token_hash FROM trusted_devices d JOIN users u ON u.id = d.user_id
       WHERE u.username = $1 AND d.token_hash = ANY($2::text[]) AND d.expires_at > $3
       ORDER BY d.created_at DESC LIMIT 1`,
      [username, tokenHashes, now],
    );
    return result.rows[0];
  },

  async deleteByTokenHash(db: Queryable, tokenHash: string): Promise<void> {
    await db.query('DELETE FROM trusted_devices WHERE token_hash = $1', [tokenHash]);
  },

  async deleteAllOfUser(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
  },

  async deleteExpired(db: Queryable, now: Date): Promise<void> {
    await db.query('DELETE FROM trusted_devices WHERE expires_at < $1', [now]);
  },
};
