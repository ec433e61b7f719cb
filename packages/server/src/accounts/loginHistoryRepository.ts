import type { Queryable } from '../db/database.ts';

export const loginHistoryRepository = {
  async record(db: Queryable, userId: string, now: Date, clientAddress: string): Promise<void> {
    await db.query('INSERT INTO successful_logins (user_id, logged_in_at, client_address) VALUES ($1, $2, $3)', [
      userId,
      now,
      clientAddress,
    ]);
  },

  async list(db: Queryable, userId: string): Promise<{ logged_in_at: Date }[]> {
    const result = await db.query<{ logged_in_at: Date }>(
      'SELECT logged_in_at FROM successful_logins WHERE user_id = $1 ORDER BY logged_in_at, id',
      [userId],
    );
    return result.rows;
  },
};
