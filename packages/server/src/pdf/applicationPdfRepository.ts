import type { PdfStatus } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

export interface ApplicationPdfRow {
  status: PdfStatus;
  fingerprint: string;
  generation: number;
  pdf_key: string | null;
  message: string;
}

const columns = 'status, fingerprint, generation, pdf_key, message';

/** application_pdfs (migration 005): the latest PDF copy per applicant. */
export const applicationPdfRepository = {
  async lock(db: Queryable, userId: string): Promise<ApplicationPdfRow | undefined> {
    const result = await db.query<ApplicationPdfRow>(
      `SELECT ${columns} FROM application_pdfs WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return result.rows[0];
  },

  async find(db: Queryable, userId: string): Promise<ApplicationPdfRow | undefined> {
    const result = await db.query<ApplicationPdfRow>(`SELECT ${columns} FROM application_pdfs WHERE user_id = $1`, [
      userId,
    ]);
    return result.rows[0];
  },

  /** A new build request; returns its generation. The previous PDF (if any) stays until the new one is ready. */
  async request(db: Queryable, userId: string, fingerprint: string, message: string, now: Date): Promise<number> {
    const result = await db.query<{ generation: number }>(
      `INSERT INTO application_pdfs (user_id, status, fingerprint, message, updated_at)
       VALUES ($1, 'UNPROCESSED', $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET status = 'UNPROCESSED', fingerprint = $2, message = $3, updated_at = $4,
         generation = application_pdfs.generation + 1
       RETURNING generation`,
      [userId, fingerprint, message, now],
    );
    return result.rows[0]!.generation;
  },

  /** Moves the build of `generation` on; false when a newer request replaced it. */
  async setStatus(
    db: Queryable,
    userId: string,
    generation: number,
    status: PdfStatus,
    message: string,
    now: Date,
  ): Promise<boolean> {
    const result = await db.query(
      `UPDATE application_pdfs SET status = $3, message = $4, updated_at = $5 WHERE user_id = $1 AND generation = $2`,
      [userId, generation, status, message, now],
    );
    return result.rowCount === 1;
  },

  /** Records the finished PDF of `generation`; returns the key of the one it replaced (null when none), undefined when outdated. */
  async complete(
    db: Queryable,
    userId: string,
    generation: number,
    pdf: { key: string; size: number },
    message: string,
    now: Date,
  ): Promise<string | null | undefined> {
    const current = await applicationPdfRepository.lock(db, userId);
    if (!current || current.generation !== generation) return undefined;
    await db.query(
      `UPDATE application_pdfs SET status = 'COMPLETED', pdf_key = $2, pdf_size = $3, message = $4, updated_at = $5
       WHERE user_id = $1`,
      [userId, pdf.key, pdf.size, message, now],
    );
    return current.pdf_key;
  },
};
