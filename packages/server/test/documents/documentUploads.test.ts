import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import type { ApiClient } from '../helpers/apiClient.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import {
  type DocumentTestServer,
  fixture,
  startDocumentServer,
  type StorageKind,
} from './support/documentTestServer.ts';
import { pdfPageCount, pdfText } from './support/pdfText.ts';
import { download, uploadDocument } from './support/uploadDocument.ts';

const storageKinds: StorageKind[] = ['local', 's3'];

describe.skipIf(skipDatabaseLeg).each(storageKinds)(
  `uploads and conversion on %s storage (${testDatabaseKind})`,
  (kind) => {
    let server: DocumentTestServer;
    let client: ApiClient;

    beforeAll(async () => {
      server = await startDocumentServer(kind);
      ({ client } = await loggedInClient(server));
    });
    afterAll(async () => {
      await server?.close();
    });

    it.each([
      { file: 'sample.png', pages: 1 },
      { file: 'sample.jpg', pages: 1 },
      { file: 'sample.pdf', pages: 2, text: 'Sample PDF page two' },
      { file: 'sample.docx', pages: 1, text: 'Transcript of Ada Lovelace' },
    ])('converts $file to a valid PDF and records the document answer', async ({ file, pages, text }) => {
      const result = await uploadDocument(client, 'photo_id', fixture(file), file);
      expect(result).toMatchObject({ status: 'COMPLETED', url: '/api/document-answer/photo_id/pdf' });

      const pdf = await download(client, result.url!);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="sample\.pdf"/);
      expect(await pdfPageCount(pdf.bytes)).toBe(pages);
      if (text) expect(pdfText(pdf.bytes)).toContain(text);

      const profile = await client.get<{ answer: Record<string, string>; document_answer: Record<string, unknown> }>(
        '/api/profile',
      );
      expect(profile.body.document_answer).toEqual({ photo_id: { file_name: file, file_size: fixture(file).length } });
      expect(profile.body.answer.photo_id).toBe('ANSWERED');
      expect((await client.get('/api/document-answer')).body).toEqual(profile.body.document_answer);
    });

    it('replaces the previous document of the answer and deletes its files', async () => {
      await uploadDocument(client, 'essay_upload', fixture('sample.pdf'), 'first.pdf');
      const first = await server.db.query<{ storage_key: string; pdf_key: string }>(
        "SELECT storage_key, pdf_key FROM document_answers WHERE answer_key = 'essay_upload'",
      );
      await uploadDocument(client, 'essay_upload', fixture('sample.png'), 'second.png');
      expect((await client.get('/api/document-answer')).body).toMatchObject({
        essay_upload: { file_name: 'second.png' },
      });
      // The old files go once the replacement's COMPLETED is committed: the
      // same job, a moment after the status the upload helper waits for.
      const storage = server.app.documents.storage;
      await expect.poll(() => storage.size(first.rows[0]!.storage_key), { timeout: 5_000 }).toBeUndefined();
      await expect.poll(() => storage.size(first.rows[0]!.pdf_key), { timeout: 5_000 }).toBeUndefined();
    });

    it('deletes a document and its conversion, files included', async () => {
      await uploadDocument(client, 'sat_report', fixture('sample.pdf'), 'report.pdf');
      const row = await server.db.query<{ storage_key: string; pdf_key: string }>(
        "SELECT storage_key, pdf_key FROM document_answers WHERE answer_key = 'sat_report'",
      );
      const { storage_key: original, pdf_key: converted } = row.rows[0]!;
      expect(await server.app.documents.storage.size(converted)).toBeGreaterThan(0);

      expect((await client.request('DELETE', '/api/document-answer/sat_report')).status).toBe(200);
      expect((await client.request('DELETE', '/api/pdf/document-answer/sat_report')).status).toBe(200);

      expect((await client.get('/api/document-answer')).body).not.toHaveProperty('sat_report');
      expect((await client.get('/api/pdf/document-answer/sat_report')).body).toMatchObject({ status: 'NOT_ANSWERED' });
      expect((await client.get<{ answer: Record<string, string> }>('/api/profile')).body.answer.sat_report).toBe('');
      expect(await server.app.documents.storage.size(original)).toBeUndefined();
      expect(await server.app.documents.storage.size(converted)).toBeUndefined();
      expect((await download(client, '/api/document-answer/sat_report/pdf')).status).toBe(404);
    });

    it('serves converted PDFs only to their owner', async () => {
      await uploadDocument(client, 'photo_id', fixture('sample.png'), 'mine.png');
      const { client: other } = await loggedInClient(server);
      expect((await download(other, '/api/document-answer/photo_id/pdf')).status).toBe(404);
      const anonymous = await fetch(`${server.baseUrl}/api/document-answer/photo_id/pdf`);
      expect(anonymous.status).toBe(401);
    });

    it('refuses questions that take no document', async () => {
      const response = await client.post('/api/presigned-url', { answer_key: 'first_name' });
      expect(response).toMatchObject({
        status: 400,
        body: { message: '"first_name" is not a document question of the application.' },
      });
    });
  },
);
