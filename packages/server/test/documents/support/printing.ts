import type { PdfResponse } from '@admissions/contracts';
import type { Queryable } from '../../../src/db/database.ts';
import type { ApiClient } from '../../helpers/apiClient.ts';

/** The fixture tenant `print`: a name and 150 statements of up to 7,000 characters each. */
export const printTenantEnv = { TENANT: 'print' };

/** A first name of 6,800 "W" and no space: every line of it is one broken word. */
export const longestName = 'W'.repeat(6800);

/**
 * Answers of the `print` tenant as large as a save can be (the server's 1 MB
 * body limit): the name above and statements of 7,000 characters, half of
 * them one unbroken word, half ordinary words.
 */
export function largestAnswers(): Record<string, string> {
  const answers: Record<string, string> = { first_name: longestName, last_name: 'Lovelace' };
  const word = 'W'.repeat(7000);
  const prose = 'the applicant studied analytical engines and poetry '.repeat(140).slice(0, 7000);
  for (let i = 1; i <= 150; i++) {
    const next = { ...answers, [`statement_${i}`]: i % 2 ? word : prose };
    if (Buffer.byteLength(JSON.stringify(next)) > 1_000_000) break;
    Object.assign(answers, next);
  }
  return answers;
}

/** The stored status of a user's application PDF, read from the database (never requests a build). */
export async function storedPdfStatus(db: Queryable, username: string): Promise<string | undefined> {
  const result = await db.query<{ status: string }>(
    `SELECT p.status FROM application_pdfs p JOIN users u ON u.id = p.user_id WHERE u.username = $1`,
    [username],
  );
  return result.rows[0]?.status;
}

/** GET /api/pdf every 100 ms until it leaves UNPROCESSED / IN_PROGRESS. */
export async function waitForPdf(client: ApiClient, timeoutMs = 120_000): Promise<PdfResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get<PdfResponse>('/api/pdf');
    if (response.status !== 200) throw new Error(`GET /api/pdf answered ${response.status}: ${response.text}`);
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(response.body.status)) return response.body;
    if (Date.now() > deadline) throw new Error(`the PDF is still ${response.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
