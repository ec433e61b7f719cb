import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminOperations } from '../../src/admin/adminOperations.ts';
import { loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, fixture, startDocumentServer } from './support/documentTestServer.ts';
import { presign, uploadDocument } from './support/uploadDocument.ts';

describe.skipIf(skipDatabaseLeg)(`documents in the staff view, and the upload quota (${testDatabaseKind})`, () => {
  let server: DocumentTestServer;

  beforeAll(async () => {
    // A small quota: 3 files (an upload counts while pending; a stored document as original + PDF).
    server = await startDocumentServer('local', { env: { UPLOAD_QUOTA_FILES: '3' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists documents in the staff view and serves their PDFs to a valid staff link only', async () => {
    const { client, email } = await loggedInClient(server);
    await uploadDocument(client, 'photo_id', fixture('sample.png'), 'passport.png');
    const admin = createAdminOperations({
      db: server.db,
      clock: server.app.clock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
    });
    const { token } = await admin.createStaffLink({ username: email, hours: 1 });
    const staff = new ApiClient(server.baseUrl);
    const view = await staff.get(`/service/tmp-pdf?service_token=${token}`);
    expect(view.body.document_answer).toEqual({
      photo_id: { file_name: 'passport.png', file_size: fixture('sample.png').length },
    });
    const pdf = await fetch(`${server.baseUrl}/service/document-answer/photo_id?service_token=${token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="passport\.pdf"/);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    const forged = await fetch(`${server.baseUrl}/service/document-answer/photo_id?service_token=${'x'.repeat(22)}`);
    expect(forged.status).toBe(403);
    await admin.revokeStaffLink({ token });
    expect((await fetch(`${server.baseUrl}/service/document-answer/photo_id?service_token=${token}`)).status).toBe(403);
  });

  it('refuses new uploads beyond the per-applicant quota', async () => {
    const { client } = await loggedInClient(server);
    await uploadDocument(client, 'photo_id', fixture('sample.png'), 'a.png'); // original + PDF: 2 files
    await presign(client, 'essay_upload'); // a pending upload: 3
    const refused = await client.post('/api/presigned-url', { answer_key: 'sat_report' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: 'You have reached the upload limit of 3 files or 50 MB. Please delete documents you no longer need.',
      },
    });
    expect((await client.request('DELETE', '/api/document-answer/photo_id')).status).toBe(200);
    expect((await client.post('/api/presigned-url', { answer_key: 'sat_report' })).status).toBe(200);
  });
});
