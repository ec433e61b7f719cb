import type { Queryable } from '../db/database.ts';

export interface ServiceTokenRow {
  id: string;
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Read-only staff links; stored as the token's SHA-256. */
export const serviceTokenRepository = {
  async create(db: Queryable, userId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await db.query('INSERT INTO service_tokens (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      userId,
      tokenHash,
      now,
      expiresAt,
    ]);
  },

  async find(db: Queryable, tokenHash: string): Promise<ServiceTokenRow | undefined> {
    const result = await db.query<ServiceTokenRow>(
      `SELECT id::text AS id, user_id::text AS user_id, expires_at, revoked_at
       FROM service_tokens WHERE token_hash = $1`,
      [tokenHash],
    );
    return result.rows[0];
  },

  /** Revokes a live token; false when there is no such token or it was already revoked. */
  async revoke(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
    const result = await db.query(
      'UPDATE service_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
      [tokenHash, now],
    );
    return result.rowCount === 1;
  },

  async recordUse(db: Queryable, tokenId: string, now: Date, clientAddress: string): Promise<void> {
    await db.query('INSERT INTO service_token_uses (token_id, used_at, client_address) VALUES ($1, $2, $3)', [
      tokenId,
      now,
      clientAddress,
    ]);
  },
};
