import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  username: string;
  /** Null until a password is activated (a confirmation from the browser that chose it, or a reset). */
  password_hash: string | null;
  confirmed_at: Date | null;
}

const columns = 'id::text AS id, username, password_hash, confirmed_at';

/** Applicant accounts. Ids are returned as text on both databases. */
export const userRepository = {
  async findByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
    const result = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE username = $1`, [username]);
    return result.rows[0];
  },

  /** The account, locked for the rest of the transaction (one confirmation at a time). */
  async findByUsernameForUpdate(db: Queryable, username: string): Promise<UserRow | undefined> {
    const result = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE username = $1 FOR UPDATE`, [username]);
    return result.rows[0];
  },

  async findById(db: Queryable, id: string): Promise<UserRow | undefined> {
    const result = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [id]);
    return result.rows[0];
  },

  /**
   * The account for `username`, created (without a password, with its empty
   * application) when there is none. Two sign-ups at once end with one account.
   */
  async findOrCreate(db: Queryable, username: string, now: Date): Promise<UserRow> {
    const created = await db.query<UserRow>(
      `INSERT INTO users (username, created_at) VALUES ($1, $2)
       ON CONFLICT (username) DO NOTHING RETURNING ${columns}`,
      [username, now],
    );
    const user = created.rows[0];
    if (user) {
      await db.query('INSERT INTO applications (user_id, updated_at) VALUES ($1, $2)', [user.id, now]);
      return user;
    }
    const existing = await userRepository.findByUsernameForUpdate(db, username);
    if (!existing) throw new Error(`the account ${username} vanished while signing up`);
    return existing;
  },

  async setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
  },

  async markConfirmed(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query('UPDATE users SET confirmed_at = COALESCE(confirmed_at, $2) WHERE id = $1', [id, now]);
  },

  /**
   * One statement, whatever the account's state: the account's password, and
   * for an account that is not confirmed yet, the pending sign-up to check the
   * password against (the one this browser made, else the newest).
   */
  async findLoginCredentials(
    db: Queryable,
    username: string,
    browserTokenHash: string | null,
    now: Date,
  ): Promise<LoginCredentialsRow | undefined> {
    const result = await db.query<LoginCredentialsRow>(
      `SELECT u.id::text AS user_id, u.confirmed_at, u.password_hash,
         p.id::text AS pending_id, p.password_hash AS pending_hash
       FROM users u
       LEFT JOIN LATERAL (
         SELECT id, password_hash FROM pending_signups
         WHERE user_id = u.id AND expires_at > $3
         ORDER BY (browser_token_hash = $2) IS TRUE DESC, created_at DESC, id DESC LIMIT 1
       ) p ON u.confirmed_at IS NULL
       WHERE u.username = $1`,
      [username, browserTokenHash, now],
    );
    return result.rows[0];
  },

  /**
   * One statement, whatever the account's state: the account (locked for the
   * rest of the transaction: one confirmation at a time) with its live code,
   * if any.
   */
  async findForConfirmation(db: Queryable, username: string): Promise<ConfirmationRow | undefined> {
    const result = await db.query<ConfirmationRow>(
      `SELECT u.id::text AS id, u.password_hash, u.confirmed_at, c.code_hash, c.expires_at AS code_expires_at
       FROM users u LEFT JOIN confirmation_codes c ON c.user_id = u.id
       WHERE u.username = $1 FOR UPDATE OF u`,
      [username],
    );
    return result.rows[0];
  },
};

/** What a login checks the password against (see findLoginCredentials). */
export interface LoginCredentialsRow {
  user_id: string;
  confirmed_at: Date | null;
  password_hash: string | null;
  pending_id: string | null;
  pending_hash: string | null;
}

/** An account and its confirmation code (see findForConfirmation). */
export interface ConfirmationRow {
  id: string;
  password_hash: string | null;
  confirmed_at: Date | null;
  code_hash: string | null;
  code_expires_at: Date | null;
}
