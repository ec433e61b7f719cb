import { type WebStatus, webStatuses } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

/** Each status is recorded once per applicant, with the time it was first reached. */
export const webStatusRepository = {
  async record(db: Queryable, userId: string, status: WebStatus, now: Date): Promise<void> {
    await db.query(
      `INSERT INTO web_status_events (user_id, web_status, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, web_status) DO NOTHING`,
      [userId, status, now],
    );
  },

  async list(db: Queryable, userId: string): Promise<{ web_status: WebStatus; created_at: Date }[]> {
    const result = await db.query<{ web_status: WebStatus; created_at: Date }>(
      `SELECT web_status, created_at FROM web_status_events WHERE user_id = $1
       ORDER BY created_at, array_position($2::text[], web_status)`,
      [userId, webStatuses],
    );
    return result.rows;
  },
};
