import { applicationDocumentsOnly } from '../documents/documentKeys.ts';
import type { AddAnotherCounts, ChosenTabs, StudentAnswers } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';
import type { SubmittedApplication } from './exportRecord.ts';

/** Where a page of submitted applications ends: the next page starts after it. */
export interface ExportCursor {
  /** ISO time of the last application's submission, to the microsecond. */
  submittedAt: string;
  userId: string;
}

/** A stored document of a submitted application, with its converted PDF's storage key. */
export interface SubmittedDocument {
  answerKey: string;
  fileName: string;
  pdfKey: string | null;
}

export interface SubmittedApplicationRow extends SubmittedApplication {
  /** The tenant version it was submitted with (null: submitted before versions were recorded). */
  submittedVersion: number | null;
  storedDocuments: SubmittedDocument[];
  cursor: ExportCursor;
}

interface ApplicationDbRow {
  user_id: string;
  /** The submission time at the database's full precision (microseconds), for the cursor. */
  submitted_key: string;
  username: string;
  submitted_at: Date | string;
  revision: number;
  answers: StudentAnswers;
  tabs: ChosenTabs;
  add_another: AddAnotherCounts;
  submitted_version: number | null;
}

/**
 * Submitted applications in submission order (then by account), one page at
 * a time after a cursor (keyset pagination on the index of migration 010):
 * each page is one short query, so an export of any size holds one page in
 * memory and never a long transaction or an open cursor.
 */
export const submittedApplicationRepository = {
  /** The tenant versions submitted applications were submitted with, oldest first. */
  async versions(db: Queryable): Promise<number[]> {
    const result = await db.query<{ version: number }>(
      `SELECT DISTINCT submitted_version AS version FROM applications
       WHERE submitted_at IS NOT NULL AND submitted_version IS NOT NULL ORDER BY 1`,
    );
    return result.rows.map((row) => Number(row.version));
  },

  async page(
    db: Queryable,
    options: { since?: Date; after?: ExportCursor; limit: number; userIds?: readonly string[] },
  ): Promise<SubmittedApplicationRow[]> {
    const result = await db.query<ApplicationDbRow>(
      `SELECT a.user_id::text AS user_id, u.username, a.submitted_at, a.revision, a.answers, a.tabs, a.add_another,
              a.submitted_version,
              to_char(a.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS submitted_key
       FROM applications a JOIN users u ON u.id = a.user_id
       WHERE a.submitted_at IS NOT NULL
         AND ($1::timestamptz IS NULL OR a.submitted_at >= $1::timestamptz)
         AND ($2::timestamptz IS NULL OR (a.submitted_at, a.user_id) > ($2::timestamptz, $3::bigint))
         AND ($5::bigint[] IS NULL OR a.user_id = ANY($5::bigint[]))
       ORDER BY a.submitted_at, a.user_id
       LIMIT $4`,
      [
        options.since ?? null,
        options.after?.submittedAt ?? null,
        options.after?.userId ?? null,
        options.limit,
        options.userIds ?? null,
      ],
    );
    if (result.rows.length === 0) return [];
    const documents = await db.query<{
      user_id: string;
      answer_key: string;
      file_name: string;
      pdf_key: string | null;
    }>(
      `SELECT user_id::text AS user_id, answer_key, file_name, pdf_key FROM document_answers
       WHERE user_id = ANY($1::bigint[]) AND ${applicationDocumentsOnly()} ORDER BY user_id, answer_key`,
      [result.rows.map((row) => row.user_id)],
    );
    const byUser = new Map<string, SubmittedDocument[]>();
    for (const row of documents.rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push({ answerKey: row.answer_key, fileName: row.file_name, pdfKey: row.pdf_key });
      byUser.set(row.user_id, list);
    }
    return result.rows.map((row) => {
      const stored = byUser.get(row.user_id) ?? [];
      return {
        userId: row.user_id,
        username: row.username,
        submittedAt: new Date(row.submitted_at),
        revision: Number(row.revision),
        submittedVersion: row.submitted_version === null ? null : Number(row.submitted_version),
        answers: row.answers,
        tabs: row.tabs,
        addAnother: row.add_another,
        documents: Object.fromEntries(stored.map((d) => [d.answerKey, { file_name: d.fileName }])),
        storedDocuments: stored,
        cursor: { submittedAt: row.submitted_key, userId: row.user_id },
      };
    });
  },
};

/** The cursor after the last application of a page. */
export function cursorAfter(rows: readonly SubmittedApplicationRow[]): ExportCursor | undefined {
  return rows[rows.length - 1]?.cursor;
}
