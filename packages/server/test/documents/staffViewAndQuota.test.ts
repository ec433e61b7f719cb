import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminOperations } from '../../src/admin/adminOperations.ts';
import { loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, fixture, startDocumentServer } from './support/documentTestServer.ts';
import { postFile, presign, uploadDocument, waitForConversion } from './support/uploadDocument.ts';

/** How many files local storage (`<data dir>/uploads`) holds for the user: uploads and converted PDFs. */
function storedFilesOf(server: DocumentTestServer, userId: string): number {
  return ['uploads', 'converted']
    .map((prefix) => join(server.dataDir, 'uploads', prefix, userId))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile()).length;
}

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

  it('counts the PDF of a conversion when it is requested: conversions never store files past the quota', async () => {
    const { client } = await loggedInClient(server);
    const keys = ['photo_id', 'essay_upload', 'sat_report'];
    // Three open slots (3 files, the quota), a file posted to each.
    const targets = [];
    for (const key of keys) {
      const target = await presign(client, key);
      expect((await postFile(server.baseUrl, target, fixture('sample.pdf'), `${key}.pdf`)).status).toBeLessThan(300);
      targets.push(target);
    }
    const userId = targets[0]!.fields.key.split('/')[1]!;
    expect(storedFilesOf(server, userId)).toBe(3);
    const answers = [];
    for (const [index, key] of keys.entries()) {
      const request = await client.post(`/api/pdf/document-answer/${key}`, {
        file_key: targets[index]!.fields.key,
        file_name: `${key}.pdf`,
      });
      answers.push({ key, status: request.status, message: (request.body as { message?: string }).message });
      if (request.status === 200) await waitForConversion(client, key);
      expect(storedFilesOf(server, userId)).toBeLessThanOrEqual(3);
    }
    // The first would have made four (two slots, its upload and its PDF): refused and its file deleted. The second
    // fits (one slot, its upload and PDF); the third would again make four.
    const refusal =
      'You have reached the upload limit of 3 files or 50 MB. Please delete documents you no longer need.';
    expect(answers).toEqual([
      { key: 'photo_id', status: 409, message: refusal },
      { key: 'essay_upload', status: 200, message: expect.any(String) },
      { key: 'sat_report', status: 409, message: refusal },
    ]);
    expect(storedFilesOf(server, userId)).toBe(2);
    expect(Object.keys((await client.get('/api/document-answer')).body as object)).toEqual(['essay_upload']);
  });
});
