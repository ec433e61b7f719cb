import { errorCatalogue } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import type { ApiClient } from '../helpers/apiClient.ts';
import { createTestClock, minutes } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import {
  type DocumentTestServer,
  fixture,
  startDocumentServer,
  type StorageKind,
} from './support/documentTestServer.ts';
import { postFile, presign, uploadDocument, waitForConversion } from './support/uploadDocument.ts';

const storageKinds: StorageKind[] = ['local', 's3'];
const oversize = Buffer.concat([fixture('sample.pdf'), Buffer.alloc(1024 * 1024)]);

describe.skipIf(skipDatabaseLeg).each(storageKinds)(`bad uploads on %s storage (${testDatabaseKind})`, (kind) => {
  let server: DocumentTestServer;
  let client: ApiClient;
  const clock = createTestClock();

  beforeAll(async () => {
    // Upload forms last 5 minutes here, so one can expire while the session (15 minutes idle) lives.
    server = await startDocumentServer(kind, { clock, env: { UPLOAD_URL_TTL_MS: String(minutes(5)) } });
    ({ client } = await loggedInClient(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Presigns, posts and requests conversion; returns each step's outcome. */
  const attempt = async (bytes: Uint8Array, fileName: string, answerKey = 'photo_id') => {
    const target = await presign(client, answerKey);
    const posted = await postFile(server.baseUrl, target, bytes, fileName);
    const request = await client.post(`/api/pdf/document-answer/${answerKey}`, {
      file_key: target.fields.key,
      file_name: fileName,
    });
    return { posted, request };
  };

  it('rejects a file over 1 MB', async () => {
    const { posted, request } = await attempt(oversize, 'big.pdf');
    if (kind === 'local') {
      // Our own upload route enforces the signed size range at once.
      expect(posted.status).toBe(413);
      expect(JSON.parse(posted.text)).toEqual({ message: errorCatalogue.fileTooLarge });
      expect(request.status).toBe(400);
    } else {
      // The bucket took it (s3rver does not enforce the policy); the conversion request checks the stored size
      // against the slot's range, refuses it and deletes the object.
      expect(posted.status).toBeLessThan(300);
      expect(request).toMatchObject({ status: 413, body: { message: errorCatalogue.fileTooLarge } });
      expect(await server.app.documents.storage.size(posted.key)).toBeUndefined();
    }
    expect((await client.get('/api/document-answer')).body).not.toHaveProperty('photo_id');
  });

  it('rejects an empty file', async () => {
    const { posted, request } = await attempt(new Uint8Array(), 'empty.pdf');
    const message = 'This file is empty. Please choose a file that has content.';
    if (kind === 'local') {
      expect(posted.status).toBe(400);
      expect(JSON.parse(posted.text)).toEqual({ message });
      expect(request.status).toBe(400);
    } else {
      expect(request).toMatchObject({ status: 400, body: { message } });
      expect(await server.app.documents.storage.size(posted.key)).toBeUndefined();
    }
  });

  it('rejects a file name of 33 characters', async () => {
    const name = `${'n'.repeat(29)}.pdf`;
    expect(name).toHaveLength(33);
    const { request } = await attempt(fixture('sample.pdf'), name);
    expect(request).toMatchObject({
      status: 400,
      body: { message: 'The file name is too long. It can have at most 32 characters, including the extension.' },
    });
    const ok = await uploadDocument(client, 'photo_id', fixture('sample.pdf'), `${'n'.repeat(28)}.pdf`);
    expect(ok.status).toBe('COMPLETED');
  });

  it('rejects content that does not match the extension, and clears the answer', async () => {
    expect((await client.get('/api/document-answer')).body).toHaveProperty('photo_id');
    const { request } = await attempt(fixture('sample.png'), 'transcript.pdf');
    expect(request.status, request.text).toBe(200);
    const result = await waitForConversion(client, 'photo_id');
    expect(result).toMatchObject({
      status: 'FAILED',
      message:
        'The content of this file does not match its .pdf extension. Please upload a real PNG, JPEG, PDF or Word (.docx) file.',
    });
    expect(result.error).toBe(result.message);
    expect((await client.get('/api/document-answer')).body).not.toHaveProperty('photo_id');
    expect((await client.get<{ answer: Record<string, string> }>('/api/profile')).body.answer.photo_id).toBe('');
  });

  it('rejects a .docx zip bomb without unpacking it', async () => {
    const { posted, request } = await attempt(fixture('bomb.docx'), 'essay.docx');
    // Accepted first: a refused request would leave the previous test's FAILED status for the poll to read.
    expect(posted.status, posted.text).toBeLessThan(300);
    expect(request.status, request.text).toBe(200);
    expect(await waitForConversion(client, 'photo_id')).toMatchObject({
      status: 'FAILED',
      message:
        'This Word document could not be opened safely: it unpacks to too much data. Please save it again or upload it as a PDF.',
    });
  });

  it('refuses a key it did not issue to this user for this answer', async () => {
    const { client: other } = await loggedInClient(server);
    const target = await presign(other, 'photo_id');
    await postFile(server.baseUrl, target, fixture('sample.png'), 'other.png');
    const stolen = await client.post('/api/pdf/document-answer/photo_id', {
      file_key: target.fields.key,
      file_name: 'other.png',
    });
    expect(stolen).toMatchObject({
      status: 403,
      body: { message: 'This upload was not issued to you for this question. Please upload the file again.' },
    });
    // Nor is a key issued for one question good for another.
    const mine = await presign(client, 'photo_id');
    await postFile(server.baseUrl, mine, fixture('sample.png'), 'mine.png');
    const elsewhere = await client.post('/api/pdf/document-answer/essay_upload', {
      file_key: mine.fields.key,
      file_name: 'mine.png',
    });
    expect(elsewhere.status).toBe(403);
    // A key is good for one conversion only.
    const first = await client.post('/api/pdf/document-answer/photo_id', {
      file_key: mine.fields.key,
      file_name: 'a.png',
    });
    expect(first.status).toBe(200);
    await waitForConversion(client, 'photo_id');
    const again = await client.post('/api/pdf/document-answer/photo_id', {
      file_key: mine.fields.key,
      file_name: 'a.png',
    });
    expect(again.status).toBe(403);
  });

  it('refuses an expired upload form', async () => {
    const target = await presign(client, 'photo_id');
    clock.advance(minutes(6));
    const posted = await postFile(server.baseUrl, target, fixture('sample.png'), 'late.png');
    if (kind === 'local') expect(posted.status).toBe(403);
    const request = await client.post('/api/pdf/document-answer/photo_id', {
      file_key: target.fields.key,
      file_name: 'late.png',
    });
    expect(request.status).toBe(403);
  });

  it.runIf(kind === 'local')('refuses a tampered policy, signature or key', async () => {
    const target = await presign(client, 'photo_id');
    const policy = JSON.parse(Buffer.from(target.fields.policy!, 'base64').toString('utf8')) as {
      conditions: [unknown, [string, number, number]];
    };
    policy.conditions[1][2] = 100 * 1024 * 1024;
    const widened = Buffer.from(JSON.stringify(policy)).toString('base64');
    const refused = 'This upload form is invalid or has expired. Please upload the file again.';
    const tampered: Record<string, string>[] = [
      { policy: widened },
      { 'x-signature': '0'.repeat(64) },
      { key: target.fields.key.replace(/[0-9a-f]{32}$/, 'a'.repeat(32)) },
      { key: '../../etc/passwd' },
    ];
    for (const overrides of tampered) {
      const posted = await postFile(server.baseUrl, target, fixture('sample.png'), 'x.png', overrides);
      expect(posted.status, JSON.stringify(overrides)).toBe(403);
      expect(JSON.parse(posted.text)).toEqual({ message: refused });
    }
    const untouched = await postFile(server.baseUrl, target, fixture('sample.png'), 'x.png');
    expect(untouched.status).toBe(204);
  });
});
