import type { StudentAnswers } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

export interface RecommendationRow {
  id: string;
  user_id: string;
  kind: string;
  recommender_name: string;
  recommender_email: string;
  created_at: Date;
  sent_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  submitted_at: Date | null;
  cancelled_at: Date | null;
  reminded_at: Date | null;
  reminder_count: number;
  link_generation: number;
  answers: StudentAnswers | null;
}

const columns = `id::text AS id, user_id::text AS user_id, kind, recommender_name, recommender_email, created_at,
  sent_at, expires_at, opened_at, submitted_at, cancelled_at, reminded_at, reminder_count, link_generation, answers`;

/** Recommendation requests (migration 014); each link is stored as its token's SHA-256 only. */
export const recommendationRepository = {
  async create(
    db: Queryable,
    request: { userId: string; kind: string; name: string; email: string; tokenHash: string },
    now: Date,
    expiresAt: Date,
  ): Promise<RecommendationRow> {
    const result = await db.query<RecommendationRow>(
      `INSERT INTO recommendation_requests
         (user_id, kind, recommender_name, recommender_email, token_hash, created_at, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING ${columns}`,
      [request.userId, request.kind, request.name, request.email, request.tokenHash, now, expiresAt],
    );
    return result.rows[0]!;
  },

  async listForUser(db: Queryable, userId: string): Promise<RecommendationRow[]> {
    const result = await db.query<RecommendationRow>(
      `SELECT ${columns} FROM recommendation_requests WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    return result.rows;
  },

  /** The applicant's request, locked for a change. */
  async lockOwn(db: Queryable, userId: string, id: string): Promise<RecommendationRow | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const result = await db.query<RecommendationRow>(
      `SELECT ${columns} FROM recommendation_requests WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [id, userId],
    );
    return result.rows[0];
  },

  async find(db: Queryable, id: string): Promise<RecommendationRow | undefined> {
    const result = await db.query<RecommendationRow>(`SELECT ${columns} FROM recommendation_requests WHERE id = $1`, [
      id,
    ]);
    return result.rows[0];
  },

  async findByToken(db: Queryable, tokenHash: string, lock = false): Promise<RecommendationRow | undefined> {
    const result = await db.query<RecommendationRow>(
      `SELECT ${columns} FROM recommendation_requests WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return result.rows[0];
  },

  /** Requests of a kind that are open or submitted (what counts against the kind's maximum). */
  async countLive(db: Queryable, userId: string, kind: string): Promise<number> {
    const result = await db.query<{ count: string }>(
      `SELECT count(*) AS count FROM recommendation_requests
       WHERE user_id = $1 AND kind = $2 AND cancelled_at IS NULL`,
      [userId, kind],
    );
    return Number(result.rows[0]?.count ?? 0);
  },

  /** A new link (resend or a changed address): the old hash is gone, so the old link stops working. */
  async replaceLink(
    db: Queryable,
    id: string,
    change: { tokenHash: string; name: string; email: string },
    now: Date,
    expiresAt: Date,
  ): Promise<RecommendationRow> {
    const result = await db.query<RecommendationRow>(
      `UPDATE recommendation_requests SET token_hash = $2, recommender_name = $3, recommender_email = $4,
         sent_at = $5, expires_at = $6, reminder_count = 0, link_generation = link_generation + 1
       WHERE id = $1 RETURNING ${columns}`,
      [id, change.tokenHash, change.name, change.email, now, expiresAt],
    );
    return result.rows[0]!;
  },

  async cancel(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query('UPDATE recommendation_requests SET cancelled_at = $2 WHERE id = $1', [id, now]);
  },

  async markOpened(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query('UPDATE recommendation_requests SET opened_at = COALESCE(opened_at, $2) WHERE id = $1', [id, now]);
  },

  async markSubmitted(db: Queryable, id: string, answers: StudentAnswers, now: Date): Promise<void> {
    await db.query('UPDATE recommendation_requests SET submitted_at = $2, answers = $3::jsonb WHERE id = $1', [
      id,
      now,
      JSON.stringify(answers),
    ]);
  },

  /** A reminder carries a new link (only hashes are kept, so the old one cannot be sent again). */
  async remind(db: Queryable, id: string, tokenHash: string, now: Date): Promise<RecommendationRow> {
    const result = await db.query<RecommendationRow>(
      `UPDATE recommendation_requests SET token_hash = $2, reminded_at = $3, reminder_count = reminder_count + 1,
         link_generation = link_generation + 1
       WHERE id = $1 RETURNING ${columns}`,
      [id, tokenHash, now],
    );
    return result.rows[0]!;
  },

  async recordUse(
    db: Queryable,
    requestId: string,
    use: { action: string; outcome: string; clientAddress: string },
    now: Date,
  ): Promise<void> {
    await db.query(
      `INSERT INTO recommendation_link_uses (request_id, used_at, action, outcome, client_address)
       VALUES ($1, $2, $3, $4, $5)`,
      [requestId, now, use.action, use.outcome, use.clientAddress],
    );
  },

  /** Whether a request of `kind` of this applicant was submitted (the checklist's signal). */
  async anySubmitted(db: Queryable, userId: string, kind: string): Promise<boolean> {
    const result = await db.query(
      `SELECT 1 FROM recommendation_requests
       WHERE user_id = $1 AND kind = $2 AND submitted_at IS NOT NULL AND cancelled_at IS NULL LIMIT 1`,
      [userId, kind],
    );
    return (result.rowCount ?? 0) > 0;
  },
};
