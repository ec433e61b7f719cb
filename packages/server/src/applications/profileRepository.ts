import { type DocumentAnswers, type StudentAnswers, type WebStatus, webStatuses } from '@admissions/contracts';
import { applicationDocumentsOnly } from '../documents/documentKeys.ts';
import type { Queryable } from '../db/database.ts';

export interface ProfileRow {
  answers: StudentAnswers;
  revision: number;
  last_page: string | null;
  documents: DocumentAnswers;
  logins: Date[];
  statuses: { web_status: WebStatus; created_at: Date }[];
  /** Keys an answer migration asks again (answer_reasks). */
  reask: string[];
}

interface RawProfileRow {
  answers: StudentAnswers;
  revision: number;
  last_page: string | null;
  documents: { answer_key: string; file_name: string; file_size: number }[];
  /** Milliseconds since the epoch (json keeps the two drivers alike). */
  logins: number[];
  statuses: { web_status: WebStatus; created_at: number }[];
  reask: string[];
}

const millis = (column: string): string => `floor(extract(epoch FROM ${column}) * 1000)::bigint`;

/**
 * Everything GET /api/profile shows, in one query (one round trip instead of
 * four): the application row with the applicant's documents, logins and
 * status history aggregated beside it, in the orders the separate lists use.
 */
const profileSql = `
  SELECT a.answers, a.revision, a.last_page,
    COALESCE((SELECT json_agg(json_build_object('answer_key', d.answer_key, 'file_name', d.file_name,
                'file_size', d.file_size) ORDER BY d.answer_key)
              FROM document_answers d WHERE d.user_id = $1 AND ${applicationDocumentsOnly('d')}), '[]'::json) AS documents,
    COALESCE((SELECT json_agg(${millis('l.logged_in_at')} ORDER BY l.logged_in_at, l.id)
              FROM successful_logins l WHERE l.user_id = $1), '[]'::json) AS logins,
    COALESCE((SELECT json_agg(json_build_object('web_status', w.web_status, 'created_at', ${millis('w.created_at')})
                ORDER BY w.created_at, array_position($2::text[], w.web_status))
              FROM web_status_events w WHERE w.user_id = $1), '[]'::json) AS statuses,
    COALESCE((SELECT json_agg(r.answer_key ORDER BY r.created_at, r.answer_key)
              FROM answer_reasks r WHERE r.user_id = $1), '[]'::json) AS reask
  FROM applications a WHERE a.user_id = $1`;

export const profileRepository = {
  async find(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
    const row = (await db.query<RawProfileRow>(profileSql, [userId, webStatuses])).rows[0];
    if (!row) return undefined;
    const documents: DocumentAnswers = {};
    for (const document of row.documents) {
      documents[document.answer_key] = { file_name: document.file_name, file_size: Number(document.file_size) };
    }
    return {
      answers: row.answers,
      revision: row.revision,
      last_page: row.last_page,
      documents,
      logins: row.logins.map((ms) => new Date(Number(ms))),
      statuses: row.statuses.map((status) => ({
        web_status: status.web_status,
        created_at: new Date(Number(status.created_at)),
      })),
      reask: row.reask,
    };
  },
};
