import type { AddAnotherCounts, ChosenTabs, StudentAnswers } from '@admissions/contracts';
import type { Database, Queryable } from '../db/database.ts';

export interface ApplicationRow {
  answers: StudentAnswers;
  revision: number;
  last_page: string | null;
  add_another: AddAnotherCounts;
  tabs: ChosenTabs;
  submitted_at: Date | null;
  /** The tenant version the answers were last saved under, and the one the application was submitted with. */
  saved_version: number | null;
  submitted_version: number | null;
}

const columns = 'answers, revision, last_page, add_another, tabs, submitted_at, saved_version, submitted_version';

/** One application per applicant (created with the account). */
export const applicationRepository = {
  async find(db: Queryable, userId: string): Promise<ApplicationRow | undefined> {
    const result = await db.query<ApplicationRow>(`SELECT ${columns} FROM applications WHERE user_id = $1`, [userId]);
    return result.rows[0];
  },

  /** Locks the row for the rest of the transaction: writes and submit serialize on it. */
  async lock(db: Queryable, userId: string): Promise<ApplicationRow | undefined> {
    const result = await db.query<ApplicationRow>(`SELECT ${columns} FROM applications WHERE user_id = $1 FOR UPDATE`, [
      userId,
    ]);
    return result.rows[0];
  },

  /**
   * Saves the answers in one durable statement when the application is still
   * editable and, with `expectedRevision`, still at that revision; the new
   * revision, or undefined when nothing was written (see `find` for why).
   * The answers replace the stored ones under `replacedKeys` (the tenant's
   * current keys); stored answers under any other key are kept as they are.
   * The application records `version` (the running tenant version) as the
   * one its answers were last saved under.
   */
  async saveAnswersIfEditable(
    db: Database,
    userId: string,
    answers: StudentAnswers,
    replacedKeys: readonly string[],
    now: Date,
    expectedRevision: number | undefined,
    version: number | null = null,
  ): Promise<number | undefined> {
    const result = await db.queryDurably<{ revision: number }>(
      `UPDATE applications SET answers = (answers - $5::text[]) || $2::jsonb, revision = revision + 1, updated_at = $3,
         saved_version = coalesce($6::int, saved_version)
       WHERE user_id = $1 AND submitted_at IS NULL AND ($4::int IS NULL OR revision = $4::int)
       RETURNING revision`,
      [userId, JSON.stringify(answers), now, expectedRevision ?? null, replacedKeys, version],
    );
    return result.rows[0]?.revision;
  },

  async setLastPage(db: Queryable, userId: string, lastPage: string, now: Date): Promise<void> {
    await db.query('UPDATE applications SET last_page = $2, updated_at = $3 WHERE user_id = $1', [
      userId,
      lastPage,
      now,
    ]);
  },

  async setAddAnother(db: Queryable, userId: string, buttonId: string, count: number, now: Date): Promise<void> {
    await db.query(
      `UPDATE applications SET add_another = add_another || jsonb_build_object($2::text, $3::int), updated_at = $4
       WHERE user_id = $1`,
      [userId, buttonId, count, now],
    );
  },

  async setTab(db: Queryable, userId: string, tabId: string, chosenTab: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE applications SET tabs = tabs || jsonb_build_object($2::text, $3::text), updated_at = $4
       WHERE user_id = $1`,
      [userId, tabId, chosenTab, now],
    );
  },

  /** Sets submitted_at (and the version it was submitted with) once; true only for the call that did it. */
  async markSubmitted(db: Queryable, userId: string, now: Date, version: number | null = null): Promise<boolean> {
    const result = await db.query(
      `UPDATE applications SET submitted_at = $2, updated_at = $2,
         submitted_version = $3::int, saved_version = coalesce($3::int, saved_version)
       WHERE user_id = $1 AND submitted_at IS NULL`,
      [userId, now, version],
    );
    return result.rowCount === 1;
  },
};
