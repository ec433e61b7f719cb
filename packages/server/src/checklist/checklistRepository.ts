import type { ChecklistState } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

export interface ChecklistStateRow {
  item_id: string;
  state: ChecklistState;
  set_by: 'staff' | 'upload';
  updated_at: Date;
}

export interface ChecklistAuditRow {
  item_id: string;
  state: ChecklistState;
  previous: ChecklistState | null;
  actor: string;
  note: string | null;
  at: Date;
}

/** The states set on an applicant's checklist, their audit trail and the completion of the checklist. */
export const checklistRepository = {
  async states(db: Queryable, userId: string): Promise<Map<string, ChecklistStateRow>> {
    const result = await db.query<ChecklistStateRow>(
      'SELECT item_id, state, set_by, updated_at FROM checklist_states WHERE user_id = $1',
      [userId],
    );
    return new Map(result.rows.map((row) => [row.item_id, row]));
  },

  /** Sets a state and keeps the change in the audit trail; the previous state, or null. */
  async setState(
    db: Queryable,
    userId: string,
    change: { itemId: string; state: ChecklistState; setBy: 'staff' | 'upload'; actor: string; note?: string },
    now: Date,
  ): Promise<ChecklistState | null> {
    const previous = await db.query<{ state: ChecklistState }>(
      'SELECT state FROM checklist_states WHERE user_id = $1 AND item_id = $2 FOR UPDATE',
      [userId, change.itemId],
    );
    await db.query(
      `INSERT INTO checklist_states (user_id, item_id, state, set_by, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, item_id) DO UPDATE SET state = $3, set_by = $4, updated_at = $5`,
      [userId, change.itemId, change.state, change.setBy, now],
    );
    const before = previous.rows[0]?.state ?? null;
    await db.query(
      `INSERT INTO checklist_audit (user_id, item_id, state, previous, actor, note, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, change.itemId, change.state, before, change.actor, change.note ?? null, now],
    );
    return before;
  },

  async audit(db: Queryable, userId: string): Promise<ChecklistAuditRow[]> {
    const result = await db.query<ChecklistAuditRow>(
      `SELECT item_id, state, previous, actor, note, at FROM checklist_audit WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    return result.rows;
  },

  /** Records that the checklist is complete; true only the first time (the mail goes once). */
  async markComplete(db: Queryable, userId: string, now: Date): Promise<boolean> {
    const result = await db.query(
      `INSERT INTO checklist_completions (user_id, completed_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId, now],
    );
    return result.rows.length === 1;
  },
};
