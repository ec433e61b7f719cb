import type { PdfResponse } from '@admissions/contracts';
import { expect } from 'vitest';
import { createAdminOperations } from '../../../src/admin/adminOperations.ts';
import { loggedInClient } from '../../helpers/accounts.ts';
import type { ApiClient } from '../../helpers/apiClient.ts';
import { type DocumentTestServer, fixture } from '../../documents/support/documentTestServer.ts';
import { presign, uploadDocument } from '../../documents/support/uploadDocument.ts';

export interface PopulatedApplicant {
  client: ApiClient;
  email: string;
  answers: Record<string, string | boolean>;
  /** A valid staff link token for this applicant. */
  staffToken: string;
  /** The storage key of the converted photo_id upload. */
  documentKey: string;
  /** An issued, unused upload key (photo_id). */
  openUploadKey: string;
  /** The URL of the built application PDF (`/api/pdf/file?generation=N`). */
  pdfUrl: string;
}

/** Polls GET /api/pdf until the build leaves UNPROCESSED / IN_PROGRESS. */
export async function waitForApplicationPdf(client: ApiClient): Promise<PdfResponse> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await client.get<PdfResponse>('/api/pdf');
    expect(response.status, response.text).toBe(200);
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(response.body.status)) return response.body;
    if (Date.now() > deadline) throw new Error(`application PDF still ${response.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A logged-in applicant on the documents fixture tenant with something in
 * every place a request could reach: answers, a tab, an add-another count,
 * a validation snapshot, a status, a converted document, an open upload
 * slot, a built application PDF and a staff link.
 */
export async function populatedApplicant(server: DocumentTestServer, label: string): Promise<PopulatedApplicant> {
  const { client, email } = await loggedInClient(server);
  const answers = {
    first_name: `${label}-first`,
    last_name: `${label}-last`,
    essay: `${label} essay text`,
    sat_score: '1400',
    legal_agree: true,
  };
  const ok = async (response: Promise<{ status: number; text: string }>) => {
    const { status, text } = await response;
    expect(status, text).toBe(200);
  };
  await ok(client.put('/api/answer', answers));
  await ok(client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'sat' }));
  await ok(client.put('/api/add-another', { button_id: 'high_schools', num_components: 2 }));
  await ok(client.post('/api/validations', { last_name: [`${label} validation`] }));
  await ok(client.put('/api/last-page', { last_page: '/final-steps' }));
  await ok(client.post('/api/web-status', { web_status: 'started' }));
  const converted = await uploadDocument(client, 'photo_id', fixture('sample.png'), `${label}.png`);
  expect(converted.status).toBe('COMPLETED');
  const pdf = await waitForApplicationPdf(client);
  expect(pdf.status).toBe('COMPLETED');
  const open = await presign(client, 'photo_id');
  const stored = await server.db.query<{ storage_key: string }>(
    `SELECT d.storage_key FROM document_answers d JOIN users u ON u.id = d.user_id
     WHERE u.username = $1 AND d.answer_key = 'photo_id'`,
    [email],
  );
  const admin = createAdminOperations({
    db: server.db,
    clock: server.app.clock,
    publicOrigin: server.config.publicOrigin,
    tenant: server.tenant,
  });
  const { token } = await admin.createStaffLink({ username: email, hours: 24 });
  return {
    client,
    email,
    answers: { ...answers, photo_id: 'ANSWERED' },
    staffToken: token,
    documentKey: stored.rows[0]!.storage_key,
    openUploadKey: open.fields.key,
    pdfUrl: pdf.url!,
  };
}
