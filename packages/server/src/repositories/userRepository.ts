import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  confirmed_at: Date | null;
}

const columns = 'id::text AS id, username, password_hash, confirmed_at';

/** Applicant accounts. Ids are returned as text on both databases. */
export const userRepository = {
  async findByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
    const result = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE username = $1`, [username]);
    return result.rows[0];
  },

  async findById(db: Queryable, id: string): Promise<UserRow | undefined> {
    const result = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [id]);
    return result.rows[0];
  },

  /** Creates the account and its (empty) application; undefined when the username is taken. */
  async create(db: Queryable, username: string, passwordHash: string, now: Date): Promise<UserRow | undefined> {
    const result = await db.query<UserRow>(
      `INSERT INTO users (username, password_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (username) DO NOTHING RETURNING ${columns}`,
      [username, passwordHash, now],
    );
    const user = result.rows[0];
    if (user) {
      await db.query('INSERT INTO applications (user_id, updated_at) VALUES ($1, $2)', [user.id, now]);
    }
    return user;
  },

  async setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
  },

  async markConfirmed(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query('UPDATE users SET confirmed_at = COALESCE(confirmed_at, $2) WHERE id = $1', [id, now]);
  },
};
