import type { ValidationErrors } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

/** The latest validation errors the app reported for an applicant. */
export const validationSnapshotRepository = {
  async save(db: Queryable, userId: string, errors: ValidationErrors, now: Date): Promise<void> {
    await db.query(
      `INSERT INTO validation_snapshots (user_id, errors, created_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (user_id) DO UPDATE SET errors = EXCLUDED.errors, created_at = EXCLUDED.created_at`,
      [userId, JSON.stringify(errors), now],
    );
  },

  async find(db: Queryable, userId: string): Promise<ValidationErrors | undefined> {
    const result = await db.query<{ errors: ValidationErrors }>(
      'SELECT errors FROM validation_snapshots WHERE user_id = $1',
      [userId],
    );
    return result.rows[0]?.errors;
  },
};
