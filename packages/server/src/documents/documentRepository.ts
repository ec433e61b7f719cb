import { type ConversionStatus, runningConversionStatuses } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';

export interface ConversionRow {
  status: Exclude<ConversionStatus, 'NOT_ANSWERED'>;
  message: string;
  file_key: string;
  file_name: string;
  file_size: number;
}

export interface StoredDocumentRow {
  answer_key: string;
  file_name: string;
  file_size: number;
  storage_key: string;
  pdf_key: string | null;
  pdf_size: number;
}

/** Upload slots, conversions and stored documents (migration 005 and document_answers of 002). */
export const documentRepository = {
  async issueSlot(db: Queryable, key: string, userId: string, answerKey: string, now: Date, expiresAt: Date) {
    await db.query(
      `INSERT INTO upload_slots (storage_key, user_id, answer_key, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [key, userId, answerKey, now, expiresAt],
    );
  },

  /** Marks an issued, unexpired, unused slot of this user and answer as used; false when there is none. */
  async useSlot(db: Queryable, key: string, userId: string, answerKey: string, now: Date): Promise<boolean> {
    const result = await db.query(
      `UPDATE upload_slots SET used_at = $4
       WHERE storage_key = $1 AND user_id = $2 AND answer_key = $3 AND used_at IS NULL AND expires_at >= $4`,
      [key, userId, answerKey, now],
    );
    return result.rowCount === 1;
  },

  /** Unused slots past their expiry (their files, if any, are orphans): removed and returned. */
  async takeExpiredSlots(db: Queryable, now: Date, limit = 100): Promise<string[]> {
    const result = await db.query<{ storage_key: string }>(
      `DELETE FROM upload_slots WHERE storage_key IN (
         SELECT storage_key FROM upload_slots WHERE used_at IS NULL AND expires_at < $1 LIMIT $2)
       RETURNING storage_key`,
      [now, limit],
    );
    return result.rows.map((row) => row.storage_key);
  },

  /** Whether the slot of `key` is open: issued, unused, unexpired. */
  async isOpenSlot(db: Queryable, key: string, now: Date): Promise<boolean> {
    const result = await db.query(
      'SELECT 1 FROM upload_slots WHERE storage_key = $1 AND used_at IS NULL AND expires_at >= $2',
      [key, now],
    );
    return result.rowCount === 1;
  },

  /**
   * Locks the slot of `key` while it is open (issued, unused, unexpired): true
   * when it is. An upload is stored under this lock, so the slot cannot be
   * used, withdrawn or swept between the check and the write.
   */
  async lockOpenSlot(db: Queryable, key: string, now: Date): Promise<boolean> {
    const result = await db.query(
      `SELECT 1 FROM upload_slots WHERE storage_key = $1 AND used_at IS NULL AND expires_at >= $2 FOR UPDATE`,
      [key, now],
    );
    return result.rowCount === 1;
  },

  /** Withdraws the open slots of an answer (its document was deleted); returns their keys, whose files go too. */
  async retireOpenSlots(db: Queryable, userId: string, answerKey: string, now: Date): Promise<string[]> {
    const result = await db.query<{ storage_key: string }>(
      `UPDATE upload_slots SET used_at = $3 WHERE user_id = $1 AND answer_key = $2 AND used_at IS NULL
       RETURNING storage_key`,
      [userId, answerKey, now],
    );
    return result.rows.map((row) => row.storage_key);
  },

  /** Which of `keys` a row still refers to: a document, its PDF, a conversion, an open slot, an application PDF. */
  async referencedKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
    const result = await db.query<{ key: string }>(
      `SELECT storage_key AS key FROM document_answers WHERE storage_key = ANY($1::text[])
       UNION SELECT pdf_key FROM document_answers WHERE pdf_key = ANY($1::text[])
       UNION SELECT file_key FROM document_conversions WHERE file_key = ANY($1::text[])
       UNION SELECT storage_key FROM upload_slots WHERE storage_key = ANY($1::text[]) AND used_at IS NULL
       UNION SELECT pdf_key FROM application_pdfs WHERE pdf_key = ANY($1::text[])`,
      [keys],
    );
    return new Set(result.rows.map((row) => row.key));
  },

  async deleteSlot(db: Queryable, key: string) {
    await db.query('DELETE FROM upload_slots WHERE storage_key = $1', [key]);
  },

  /**
   * What counts against the quota: stored files (originals and PDFs), open
   * upload slots, and each conversion waiting or running as two files, its
   * upload and the PDF it is about to store (reserved when it is requested,
   * so that the PDFs of conversions still running never take the files past
   * the quota).
   */
  async usage(db: Queryable, userId: string, now: Date): Promise<{ files: number; bytes: number }> {
    const result = await db.query<{ files: string; bytes: string }>(
      `SELECT
         (SELECT count(*) FROM document_answers WHERE user_id = $1)
       + (SELECT count(*) FROM document_answers WHERE user_id = $1 AND pdf_key IS NOT NULL)
       + 2 * (SELECT count(*) FROM document_conversions WHERE user_id = $1 AND status = ANY($3::text[]))
       + (SELECT count(*) FROM upload_slots WHERE user_id = $1 AND used_at IS NULL AND expires_at >= $2) AS files,
         (SELECT COALESCE(sum(file_size + pdf_size), 0) FROM document_answers WHERE user_id = $1)
       + (SELECT COALESCE(sum(file_size), 0) FROM document_conversions
          WHERE user_id = $1 AND status = ANY($3::text[])) AS bytes`,
      [userId, now, runningConversionStatuses],
    );
    const row = result.rows[0]!;
    return { files: Number(row.files), bytes: Number(row.bytes) };
  },

  async findConversion(db: Queryable, userId: string, answerKey: string): Promise<ConversionRow | undefined> {
    const result = await db.query<ConversionRow>(
      `SELECT status, message, file_key, file_name, file_size FROM document_conversions
       WHERE user_id = $1 AND answer_key = $2`,
      [userId, answerKey],
    );
    return result.rows[0];
  },

  async lockConversion(db: Queryable, userId: string, answerKey: string): Promise<ConversionRow | undefined> {
    const result = await db.query<ConversionRow>(
      `SELECT status, message, file_key, file_name, file_size FROM document_conversions
       WHERE user_id = $1 AND answer_key = $2 FOR UPDATE`,
      [userId, answerKey],
    );
    return result.rows[0];
  },

  async runningConversions(db: Queryable, userId: string): Promise<number> {
    const result = await db.query<{ count: string }>(
      `SELECT count(*) AS count FROM document_conversions
       WHERE user_id = $1 AND status = ANY($2::text[])`,
      [userId, runningConversionStatuses],
    );
    return Number(result.rows[0]?.count ?? 0);
  },

  /** Starts (or restarts) the conversion of an answer with a new file; returns the file key it replaced, if any. */
  async startConversion(
    db: Queryable,
    userId: string,
    answerKey: string,
    file: { key: string; name: string; size: number },
    message: string,
    now: Date,
  ): Promise<string | undefined> {
    const previous = await documentRepository.lockConversion(db, userId, answerKey);
    await db.query(
      `INSERT INTO document_conversions (user_id, answer_key, status, message, file_key, file_name, file_size, updated_at)
       VALUES ($1, $2, 'UNPROCESSED', $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, answer_key) DO UPDATE SET status = 'UNPROCESSED', message = $3, file_key = $4,
         file_name = $5, file_size = $6, updated_at = $7`,
      [userId, answerKey, message, file.key, file.name, file.size, now],
    );
    return previous && previous.status !== 'COMPLETED' && previous.file_key !== file.key
      ? previous.file_key
      : undefined;
  },

  /** Moves the conversion of `fileKey` on; false when the answer has moved on to another file (or was deleted). */
  async setConversionStatus(
    db: Queryable,
    userId: string,
    answerKey: string,
    fileKey: string,
    status: ConversionRow['status'],
    message: string,
    now: Date,
  ): Promise<boolean> {
    const result = await db.query(
      `UPDATE document_conversions SET status = $4, message = $5, updated_at = $6
       WHERE user_id = $1 AND answer_key = $2 AND file_key = $3`,
      [userId, answerKey, fileKey, status, message, now],
    );
    return result.rowCount === 1;
  },

  async deleteConversion(db: Queryable, userId: string, answerKey: string): Promise<ConversionRow | undefined> {
    const result = await db.query<ConversionRow>(
      `DELETE FROM document_conversions WHERE user_id = $1 AND answer_key = $2
       RETURNING status, message, file_key, file_name, file_size`,
      [userId, answerKey],
    );
    return result.rows[0];
  },

  async findDocument(db: Queryable, userId: string, answerKey: string): Promise<StoredDocumentRow | undefined> {
    const result = await db.query<StoredDocumentRow>(
      `SELECT answer_key, file_name, file_size, storage_key, pdf_key, pdf_size FROM document_answers
       WHERE user_id = $1 AND answer_key = $2`,
      [userId, answerKey],
    );
    return result.rows[0];
  },

  async listDocuments(db: Queryable, userId: string): Promise<StoredDocumentRow[]> {
    const result = await db.query<StoredDocumentRow>(
      `SELECT answer_key, file_name, file_size, storage_key, pdf_key, pdf_size FROM document_answers
       WHERE user_id = $1 ORDER BY answer_key`,
      [userId],
    );
    return result.rows;
  },

  /** Records the converted document; returns the row it replaced (whose files the caller deletes). */
  async saveDocument(
    db: Queryable,
    userId: string,
    document: Omit<StoredDocumentRow, 'pdf_key'> & { pdf_key: string },
    now: Date,
  ): Promise<StoredDocumentRow | undefined> {
    const previous = await documentRepository.deleteDocument(db, userId, document.answer_key);
    await db.query(
      `INSERT INTO document_answers (user_id, answer_key, file_name, file_size, storage_key, pdf_key, pdf_size, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        userId,
        document.answer_key,
        document.file_name,
        document.file_size,
        document.storage_key,
        document.pdf_key,
        document.pdf_size,
        now,
      ],
    );
    return previous;
  },

  async deleteDocument(db: Queryable, userId: string, answerKey: string): Promise<StoredDocumentRow | undefined> {
    const result = await db.query<StoredDocumentRow>(
      `DELETE FROM document_answers WHERE user_id = $1 AND answer_key = $2
       RETURNING answer_key, file_name, file_size, storage_key, pdf_key, pdf_size`,
      [userId, answerKey],
    );
    return result.rows[0];
  },

  /**
   * The document's status marker in the answers ('ANSWERED', or '' when
   * cleared). Written without bumping the answers' revision: it is the
   * server's own record, and the app mirrors it in its copy, so the
   * applicant's next save neither conflicts nor loses it.
   */
  async setAnswerMarker(db: Queryable, userId: string, answerKey: string, value: 'ANSWERED' | '', now: Date) {
    await db.query(
      `UPDATE applications SET answers = answers || jsonb_build_object($2::text, $3::text), updated_at = $4
       WHERE user_id = $1`,
      [userId, answerKey, value, now],
    );
  },
};
