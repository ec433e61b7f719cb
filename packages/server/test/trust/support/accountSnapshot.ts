import type { Queryable } from '../../../src/db/database.ts';

/**
 * Everything stored for one account that a request could change: the
 * account, the application, its status history and validation snapshot,
 * documents, conversions and the application PDF. Compared with toEqual
 * before and after a batch of hostile requests.
 */
export async function accountSnapshot(db: Queryable, username: string): Promise<Record<string, unknown>> {
  const user = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE username = $1', [username]);
  const userId = user.rows[0]?.id;
  if (!userId) throw new Error(`no account ${username}`);
  const rows = async (sql: string) => (await db.query(sql, [userId])).rows;
  return {
    user: await rows('SELECT username, password_hash, confirmed_at FROM users WHERE id = $1'),
    application: await rows(
      'SELECT answers, revision, last_page, add_another, tabs, submitted_at FROM applications WHERE user_id = $1',
    ),
    webStatus: await rows(
      'SELECT web_status, created_at FROM web_status_events WHERE user_id = $1 ORDER BY web_status',
    ),
    validations: await rows('SELECT errors FROM validation_snapshots WHERE user_id = $1'),
    documents: await rows(
      'SELECT answer_key, file_name, file_size, storage_key, pdf_key FROM document_answers WHERE user_id = $1 ORDER BY answer_key',
    ),
    conversions: await rows(
      'SELECT answer_key, status, file_key, file_name FROM document_conversions WHERE user_id = $1 ORDER BY answer_key',
    ),
    applicationPdf: await rows('SELECT status, generation, pdf_key FROM application_pdfs WHERE user_id = $1'),
  };
}
