import type { StudentAnswers } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

/** An application in progress that still lacks at least one step. */
export interface PendingApplication {
  user_id: string;
  answers: StudentAnswers;
  /** The step ids of the run it has had applied already. */
  applied: string[];
}

/** What one batch writes, as parallel lists (one statement per table). */
export interface BatchWrites {
  /** Per changed application: the keys the steps removed and the values they set. */
  answers: { userId: string; removed: string[]; set: StudentAnswers }[];
  applied: { userId: string; stepId: string }[];
  changes: { userId: string; stepId: string; key: string; from: unknown; to: unknown }[];
  archived: { userId: string; stepId: string; key: string; value: unknown }[];
  reasks: { userId: string; stepId: string; key: string }[];
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** The tables of the answer migrations (migration 012) and the applications they change. */
export const answerMigrationRepository = {
  /**
   * The last application id of the next window of `limit` applications in
   * progress after `afterUserId` (undefined: none left). Windows follow the
   * primary key, so each is one short index range whatever the table's size.
   */
  async windowEnd(db: Queryable, afterUserId: string, limit: number): Promise<string | undefined> {
    const result = await db.query<{ end: string | null }>(
      `SELECT max(user_id)::text AS end FROM (
         SELECT user_id FROM applications WHERE submitted_at IS NULL AND user_id > $1::bigint ORDER BY user_id LIMIT $2
       ) AS w`,
      [afterUserId, limit],
    );
    return result.rows[0]?.end ?? undefined;
  },

  /**
   * The applications in progress with ids in (`afterUserId`, `endUserId`]
   * that lack one of `stepIds`, in id order, with the steps they have. With
   * `lock`, their rows are locked for the transaction: a save or a submit of
   * one of them waits for the batch, and one submitted meanwhile is not taken.
   */
  async pending(
    db: Queryable,
    stepIds: readonly string[],
    afterUserId: string,
    endUserId: string,
    lock: boolean,
  ): Promise<PendingApplication[]> {
    const result = await db.query<PendingApplication>(
      `SELECT a.user_id::text AS user_id, a.answers,
         COALESCE((SELECT array_agg(m.step_id) FROM answer_migration_applied m
                   WHERE m.user_id = a.user_id AND m.step_id = ANY($1::text[])), '{}'::text[]) AS applied
       FROM applications a
       WHERE a.submitted_at IS NULL AND a.user_id > $2::bigint AND a.user_id <= $3::bigint
         AND (SELECT count(*) FROM answer_migration_applied m
              WHERE m.user_id = a.user_id AND m.step_id = ANY($1::text[])) < cardinality($1::text[])
       ORDER BY a.user_id${lock ? ' FOR UPDATE OF a' : ''}`,
      [stepIds, afterUserId, endUserId],
    );
    return result.rows;
  },

  /** Writes one batch: the new answers (a new revision), the steps applied, the changes, the archive, the re-asks. */
  async write(db: Queryable, writes: BatchWrites, now: Date): Promise<void> {
    if (writes.answers.length > 0) {
      // Only the keys a step changed travel: the keys it removed and the values it set, applied to the stored answers.
      // A new revision: a window that loaded the answers before the migration gets 409 and the migrated answers.
      // `= ANY` lets the planner reach the rows by the primary key rather than join the whole table.
      await db.query(
        `UPDATE applications a
         SET answers = (a.answers - ARRAY(SELECT jsonb_array_elements_text(v.removed::jsonb))) || v.set::jsonb,
             revision = a.revision + 1, updated_at = $4
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS v(user_id, removed, set)
         WHERE a.user_id = v.user_id AND a.user_id = ANY($1::bigint[]) AND a.submitted_at IS NULL`,
        [
          writes.answers.map((w) => w.userId),
          writes.answers.map((w) => JSON.stringify(w.removed)),
          writes.answers.map((w) => JSON.stringify(w.set)),
          now,
        ],
      );
    }
    if (writes.applied.length > 0) {
      await db.query(
        `INSERT INTO answer_migration_applied (user_id, step_id, applied_at)
         SELECT user_id, step_id, $3 FROM unnest($1::bigint[], $2::text[]) AS v(user_id, step_id)`,
        [writes.applied.map((w) => w.userId), writes.applied.map((w) => w.stepId), now],
      );
    }
    if (writes.changes.length > 0) {
      const c = writes.changes;
      await db.query(
        `INSERT INTO answer_migration_changes (user_id, step_id, answer_key, from_value, to_value, changed_at)
         SELECT user_id, step_id, answer_key, from_value::jsonb, to_value::jsonb, $6
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[])
           AS v(user_id, step_id, answer_key, from_value, to_value)`,
        [
          c.map((w) => w.userId),
          c.map((w) => w.stepId),
          c.map((w) => w.key),
          c.map((w) => json(w.from)),
          c.map((w) => json(w.to)),
          now,
        ],
      );
    }
    if (writes.archived.length > 0) {
      const a = writes.archived;
      await db.query(
        `INSERT INTO answer_archive (user_id, step_id, answer_key, value, archived_at)
         SELECT user_id, step_id, answer_key, value::jsonb, $5
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS v(user_id, step_id, answer_key, value)
         ON CONFLICT DO NOTHING`,
        [a.map((w) => w.userId), a.map((w) => w.stepId), a.map((w) => w.key), a.map((w) => json(w.value)), now],
      );
    }
    if (writes.reasks.length > 0) {
      const r = writes.reasks;
      await db.query(
        `INSERT INTO answer_reasks (user_id, answer_key, step_id, created_at)
         SELECT user_id, answer_key, step_id, $4 FROM unnest($1::bigint[], $2::text[], $3::text[])
           AS v(user_id, answer_key, step_id)
         ON CONFLICT (user_id, answer_key) DO UPDATE SET step_id = EXCLUDED.step_id, created_at = EXCLUDED.created_at`,
        [r.map((w) => w.userId), r.map((w) => w.key), r.map((w) => w.stepId), now],
      );
    }
  },

  /** The required questions recorded by the last complete run (empty before the first). */
  async recordedRequiredKeys(db: Queryable): Promise<string[]> {
    const result = await db.query<{ answer_key: string }>('SELECT answer_key FROM answer_required_keys');
    return result.rows.map((row) => row.answer_key);
  },

  /** Records the required questions of the definition a run completed with. */
  async recordRequiredKeys(db: Queryable, keys: readonly string[], now: Date): Promise<void> {
    await db.query('DELETE FROM answer_required_keys WHERE NOT (answer_key = ANY($1::text[]))', [keys]);
    await db.query(
      `INSERT INTO answer_required_keys (answer_key, recorded_at) SELECT k, $2 FROM unnest($1::text[]) AS k
       ON CONFLICT (answer_key) DO NOTHING`,
      [keys, now],
    );
  },

  /** The keys an applicant is asked again (the app names those still unanswered). */
  async reaskKeys(db: Queryable, userId: string): Promise<string[]> {
    const result = await db.query<{ answer_key: string }>(
      'SELECT answer_key FROM answer_reasks WHERE user_id = $1 ORDER BY created_at, answer_key',
      [userId],
    );
    return result.rows.map((row) => row.answer_key);
  },
};
