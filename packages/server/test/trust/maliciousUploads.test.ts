import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import type { ApiClient } from '../helpers/apiClient.ts';
import { createTestClock } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import {
  type DocumentTestServer,
  fixture,
  startDocumentServer,
  type StorageKind,
} from '../documents/support/documentTestServer.ts';
import { download, postFile, presign, uploadDocument, waitForConversion } from '../documents/support/uploadDocument.ts';
import { pdfText } from '../documents/support/pdfText.ts';
import {
  activeContentIn,
  htmlPage,
  pdfWithActiveContent,
  pixelBombJpeg,
  pixelBombPng,
  pngHtmlPolyglot,
  svgWithScript,
} from './support/maliciousFiles.ts';

const storageKinds: StorageKind[] = ['local', 's3'];

/** Storage keys under a prefix, on local disk or in the bucket. */
async function storedKeys(server: DocumentTestServer, prefix: string): Promise<string[]> {
  if (server.storageKind === 'local') {
    const directory = join(server.dataDir, 'uploads', prefix);
    return existsSync(directory) ? readdirSync(directory, { recursive: true }).map(String) : [];
  }
  const s3 = server.s3!.env;
  const client = new S3Client({
    region: s3.S3_REGION!,
    endpoint: s3.S3_ENDPOINT!,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.AWS_ACCESS_KEY_ID!, secretAccessKey: s3.AWS_SECRET_ACCESS_KEY! },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.S3_BUCKET!, Prefix: prefix }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key!);
}

/**
 * Malicious uploads: path-like, control-character and spoofing file names;
 * files that are two things at once (a PNG that is also an HTML page); a PDF
 * full of JavaScript and launch actions; a pixel bomb; scripts in disguise.
 * Refused with a clear message and nothing kept (tables, disk or bucket), or,
 * for a real document with active content, converted into a PDF without it.
 */
describe.skipIf(skipDatabaseLeg).each(storageKinds)(`malicious uploads on %s storage (${testDatabaseKind})`, (kind) => {
  let server: DocumentTestServer;
  let client: ApiClient;
  let userId: string;
  // Upload forms live one minute here, so one can expire while the session (15 minutes idle) lives.
  const uploadTtlMs = 60_000;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startDocumentServer(kind, { clock, env: { UPLOAD_URL_TTL_MS: String(uploadTtlMs) } });
    const account = await loggedInClient(server);
    client = account.client;
    userId = (
      await server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE username = $1', [account.email])
    ).rows[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** The applicant's conversion jobs not yet finished (a job is done once its handler has returned). */
  const unfinishedJobs = async () =>
    (
      await server.db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM jobs
         WHERE kind = 'convert-document' AND status IN ('queued', 'running') AND payload->>'userId' = $1`,
        [userId],
      )
    ).rows[0]!.count;

  const nothingKept = async (answerKey: string) => {
    // FAILED is visible as soon as it is committed; the job deletes the file after that, before it is done.
    await vi.waitFor(async () => expect(await unfinishedJobs()).toBe('0'), { timeout: 30_000, interval: 50 });
    expect(await storedKeys(server, `uploads/${userId}/${answerKey}/`), 'stored uploads').toEqual([]);
    const rows = await server.db.query(
      `SELECT 'document' FROM document_answers WHERE user_id = $1 AND answer_key = $2
       UNION ALL SELECT status FROM document_conversions WHERE user_id = $1 AND answer_key = $2 AND status <> 'FAILED'`,
      [userId, answerKey],
    );
    expect(rows.rows, 'stored rows').toEqual([]);
    expect((await client.get('/api/document-answer')).body).not.toHaveProperty(answerKey);
  };

  /** Presign, post the bytes under `multipartName`, then ask for the conversion under `fileName`. */
  const attempt = async (bytes: Uint8Array, fileName: string, multipartName = fileName) => {
    const target = await presign(client, 'photo_id');
    const posted = await postFile(server.baseUrl, target, bytes, multipartName);
    expect(posted.status, posted.text).toBeLessThan(300);
    return client.post('/api/pdf/document-answer/photo_id', { file_key: target.fields.key, file_name: fileName });
  };

  const nameNotAllowed = 'The file name contains characters that are not allowed.';
  const tooLong = 'The file name is too long. It can have at most 32 characters, including the extension.';
  const hostileNames: [string, string][] = [
    ['../../etc/passwd.pdf', nameNotAllowed],
    ['..\\..\\x.pdf', nameNotAllowed],
    ['/etc/passwd.pdf', nameNotAllowed],
    ['line\r\nbreak.pdf', nameNotAllowed],
    ['photo\u202egnp.pdf', nameNotAllowed],
    ['zero\u200bwidth.pdf', nameNotAllowed],
    [`${'é'.repeat(40)}.pdf`, tooLong],
    [`${'😀'.repeat(20)}.pdf`, tooLong],
    [
      'passport.pdf.exe',
      'Files of type .exe are not accepted. Please upload one of these types: png, jpeg, jpg, pdf, docx.',
    ],
    ['page.html', 'Files of type .html are not accepted. Please upload one of these types: png, jpeg, jpg, pdf, docx.'],
    ['noextension', 'The file name must end with a file type extension: png, jpeg, jpg, pdf, docx.'],
  ];

  it.each(hostileNames)('refuses the file name %j with a clear message and keeps nothing', async (name, message) => {
    const response = await attempt(fixture('sample.pdf'), name);
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toContain(message);
    await nothingKept('photo_id');
  });

  it('refuses a name with NUL or half a surrogate pair before reading it, and sweeps the posted file', async () => {
    const unstorable =
      'The request contains a character that cannot be stored (a NUL character or half of a surrogate pair). Please remove it and try again.';
    for (const name of ['a\u0000.png.pdf', 'half\ud800.pdf']) {
      const response = await attempt(fixture('sample.pdf'), name, 'upload.pdf');
      expect(response).toMatchObject({ status: 400, body: { message: unstorable } });
    }
    // The body was refused before the route read file_key: the posted files go when their slots expire.
    clock.advance(uploadTtlMs + 1000);
    await server.app.documents.service.sweepExpiredSlots();
    await nothingKept('photo_id');
  });

  it('ignores the name in the multipart body: the storage key is ours, the path in the name goes nowhere', async () => {
    const result = await (async () => {
      const response = await attempt(fixture('sample.png'), 'photo.png', '../../../../tmp/owned.png');
      expect(response.status, response.text).toBe(200);
      return waitForConversion(client, 'photo_id');
    })();
    expect(result.status).toBe('COMPLETED');
    const keys = await storedKeys(server, `uploads/${userId}/photo_id/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.split('/').at(-1)).toMatch(/^[0-9a-f]{32}$/);
    expect(existsSync('/tmp/owned.png')).toBe(false);
    await client.request('DELETE', '/api/document-answer/photo_id');
    await client.request('DELETE', '/api/pdf/document-answer/photo_id');
  });

  it('converts a PNG that is also an HTML page into a plain PDF, and never serves the original', async () => {
    const result = await uploadDocument(client, 'photo_id', pngHtmlPolyglot(), 'polyglot.png');
    expect(result.status).toBe('COMPLETED');
    const pdf = await download(client, '/api/document-answer/photo_id/pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="polyglot\.pdf"/);
    expect(pdf.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(pdf.bytes).toString('latin1')).not.toMatch(/<script|onerror/i);
    const original = (await storedKeys(server, `uploads/${userId}/photo_id/`))[0]!.split('/').at(-1);
    for (const path of [`/uploads/uploads/${userId}/photo_id/${original}`, `/uploads/${userId}/photo_id/${original}`]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain('<script');
    }
  });

  it('refuses HTML and SVG disguised as images or PDFs once their content is read, and keeps nothing', async () => {
    for (const [bytes, name] of [
      [htmlPage, 'page.pdf'],
      [svgWithScript, 'drawing.png'],
      [pngHtmlPolyglot(), 'polyglot.pdf'],
    ] as const) {
      const response = await attempt(bytes, name);
      expect(response.status, response.text).toBe(200);
      const result = await waitForConversion(client, 'photo_id');
      expect(result.status, name).toBe('FAILED');
      expect(result.message).toMatch(/does not match its \.(pdf|png) extension/);
      await nothingKept('photo_id');
    }
  });

  it.each([
    ['bomb.png', pixelBombPng],
    ['bomb.jpg', pixelBombJpeg],
  ])('refuses an image that claims 400 megapixels without decoding it (%s)', async (name, bomb) => {
    await attempt(bomb(), name);
    expect(await waitForConversion(client, 'photo_id')).toMatchObject({
      status: 'FAILED',
      message: 'This image has too many pixels to convert. Please upload a smaller image (at most 40 megapixels).',
    });
    await nothingKept('photo_id');
  });

  it('keeps the pages of a PDF with JavaScript, launch actions and embedded files, and drops all of those', async () => {
    const source = await pdfWithActiveContent();
    expect((await activeContentIn(source)).length).toBeGreaterThan(5);
    const result = await uploadDocument(client, 'photo_id', source, 'scripted.pdf');
    expect(result.status).toBe('COMPLETED');
    const pdf = await download(client, '/api/document-answer/photo_id/pdf');
    expect(pdfText(pdf.bytes)).toContain('Transcript with scripts');
    expect(await activeContentIn(pdf.bytes)).toEqual([]);
    // The application PDF appends the converted document: clean as well.
    let application = await client.get<{ status: string; url: string }>('/api/pdf');
    const deadline = Date.now() + 30_000;
    while (['UNPROCESSED', 'IN_PROGRESS'].includes(application.body.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      application = await client.get('/api/pdf');
    }
    const whole = await download(client, application.body.url);
    expect(await activeContentIn(whole.bytes)).toEqual([]);
  });
});
