import type { DocumentAnswers } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';
import { applicationDocumentsOnly } from './documentKeys.ts';

/** Uploaded documents per answer key (written by the documents work; read by profile and staff view). */
export const documentAnswerRepository = {
  async listForUser(db: Queryable, userId: string): Promise<DocumentAnswers> {
    const result = await db.query<{ answer_key: string; file_name: string; file_size: number }>(
      `SELECT answer_key, file_name, file_size FROM document_answers
       WHERE user_id = $1 AND ${applicationDocumentsOnly()} ORDER BY answer_key`,
      [userId],
    );
    const documents: DocumentAnswers = {};
    for (const row of result.rows) {
      documents[row.answer_key] = { file_name: row.file_name, file_size: Number(row.file_size) };
    }
    return documents;
  },
};
