import type { Queryable } from '../../db/database.ts';

export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

export interface DeliveryRow {
  id: string;
  user_id: string;
  idempotency_key: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  first_queued_at: Date;
  last_attempt_at: Date | null;
}

/** A dead delivery as the operator sees it (no body). */
export interface FailedDelivery {
  id: string;
  applicant_email: string;
  idempotency_key: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  first_queued_at: string;
  last_attempt_at: string | null;
}

const columns = `id::text AS id, user_id::text AS user_id, idempotency_key, body, status, attempts, last_status,
  last_error, first_queued_at, last_attempt_at`;

/** webhook_deliveries (migration 010): one per submitted application while the webhook is on. */
export const deliveryRepository = {
  async create(db: Queryable, userId: string, idempotencyKey: string, body: string, now: Date): Promise<string> {
    const result = await db.query<{ id: string }>(
      `INSERT INTO webhook_deliveries (user_id, idempotency_key, body, status, first_queued_at, updated_at)
       VALUES ($1, $2, $3, 'pending', $4, $4) RETURNING id::text AS id`,
      [userId, idempotencyKey, body, now],
    );
    return result.rows[0]!.id;
  },

  async find(db: Queryable, id: string): Promise<DeliveryRow | undefined> {
    const result = await db.query<DeliveryRow>(`SELECT ${columns} FROM webhook_deliveries WHERE id = $1`, [id]);
    return result.rows[0];
  },

  /** One attempt's outcome: its HTTP status (null when there was no answer) and what went wrong. */
  async recordAttempt(
    db: Queryable,
    id: string,
    outcome: { status: number | null; error: string | null; delivered: boolean },
    now: Date,
  ): Promise<void> {
    await db.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $2, last_error = $3, last_attempt_at = $4,
              status = CASE WHEN $5 THEN 'delivered' ELSE status END,
              delivered_at = CASE WHEN $5 THEN $4 ELSE delivered_at END, updated_at = $4
       WHERE id = $1`,
      [id, outcome.status, outcome.error?.slice(0, 500) ?? null, now, outcome.delivered],
    );
  },

  async markDead(db: Queryable, id: string, reason: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE webhook_deliveries SET status = 'dead', last_error = COALESCE(last_error, $2), updated_at = $3
       WHERE id = $1 AND status = 'pending'`,
      [id, reason.slice(0, 500), now],
    );
  },

  /** Dead deliveries, oldest first, after the id `after`. */
  async listDead(db: Queryable, after: string | undefined, limit: number): Promise<FailedDelivery[]> {
    const result = await db.query<FailedDelivery & { first_queued_at: Date; last_attempt_at: Date | null }>(
      `SELECT d.id::text AS id, u.username AS applicant_email, d.idempotency_key, d.attempts, d.last_status,
              d.last_error, d.first_queued_at, d.last_attempt_at
       FROM webhook_deliveries d JOIN users u ON u.id = d.user_id
       WHERE d.status = 'dead' AND ($1::bigint IS NULL OR d.id > $1::bigint)
       ORDER BY d.id LIMIT $2`,
      [after ?? null, limit],
    );
    return result.rows.map((row) => ({
      ...row,
      first_queued_at: new Date(row.first_queued_at).toISOString(),
      last_attempt_at: row.last_attempt_at ? new Date(row.last_attempt_at).toISOString() : null,
    }));
  },

  /**
   * Dead deliveries made pending again with a fresh retry window (all of them,
   * or those of `ids`); returns their ids. The idempotency key stays: a
   * receiver that did get an earlier attempt recognises the repeat.
   */
  async revive(db: Queryable, ids: readonly string[] | 'all', now: Date): Promise<string[]> {
    const result = await db.query<{ id: string }>(
      `UPDATE webhook_deliveries SET status = 'pending', first_queued_at = $2, updated_at = $2
       WHERE status = 'dead' AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
       RETURNING id::text AS id`,
      [ids === 'all' ? null : ids, now],
    );
    return result.rows.map((row) => row.id);
  },

  async counts(db: Queryable): Promise<Record<DeliveryStatus, number>> {
    const counts: Record<DeliveryStatus, number> = { pending: 0, delivered: 0, dead: 0 };
    const result = await db.query<{ status: DeliveryStatus; count: number }>(
      'SELECT status, count(*)::int AS count FROM webhook_deliveries GROUP BY status',
    );
    for (const row of result.rows) counts[row.status] = Number(row.count);
    return counts;
  },
};
