import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentMessages } from '../../src/documents/documentMessages.ts';
import { storageKeys } from '../../src/storage/storageKeys.ts';
import { loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { createTestClock, hours, minutes } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import {
  type DocumentTestServer,
  fixture,
  startDocumentServer,
  type StorageKind,
} from './support/documentTestServer.ts';
import { slotLookedUp, startSlowUpload } from './support/slowUpload.ts';
import { postFile, presign, uploadDocument } from './support/uploadDocument.ts';

const metricsToken = 'metrics-token-for-the-late-upload-test';

/** Every file under the local uploads directory, as storage keys. */
function storedKeys(server: DocumentTestServer): string[] {
  const root = join(server.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

/**
 * An upload body is checked against its slot when it has arrived, not only
 * when it starts: a slow upload that finishes after its document was
 * deleted, after its slot was used or after it expired is refused and
 * nothing of it is stored. The bodies are sent over a raw socket in two
 * halves, the second only once the server has checked the slot.
 */
describe.skipIf(skipDatabaseLeg)(`late uploads on local storage (${testDatabaseKind})`, () => {
  let server: DocumentTestServer;
  let client: ApiClient;
  const clock = createTestClock();
  const png = fixture('sample.png');

  beforeAll(async () => {
    server = await startDocumentServer('local', { clock, env: { UPLOAD_URL_TTL_MS: String(minutes(5)) } });
    ({ client } = await loggedInClient(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Starts a slow upload to a new form for `answerKey` and waits until the server has checked its slot. */
  const slowUpload = async (answerKey: string) => {
    const target = await presign(client, answerKey);
    const checked = slotLookedUp(server.db, target.fields.key);
    const upload = await startSlowUpload(server.baseUrl, target, png, 'late.png');
    await checked;
    return { target, upload };
  };

  const expectRefusedAndGone = async (upload: Awaited<ReturnType<typeof slowUpload>>) => {
    const answer = await upload.upload.finish();
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toEqual({ message: documentMessages.uploadSlotGone });
    expect(storedKeys(server)).not.toContain(upload.target.fields.key);
    expect(await server.app.documents.storage.size(upload.target.fields.key)).toBeUndefined();
  };

  it('refuses a slow upload that finishes after its document was deleted', async () => {
    const late = await slowUpload('photo_id');
    // The applicant deletes the question's document meanwhile (the app's two calls).
    expect((await client.request('DELETE', '/api/document-answer/photo_id')).status).toBe(200);
    expect((await client.request('DELETE', '/api/pdf/document-answer/photo_id')).status).toBe(200);
    await expectRefusedAndGone(late);
    const request = await client.post('/api/pdf/document-answer/photo_id', {
      file_key: late.target.fields.key,
      file_name: 'late.png',
    });
    expect(request.status).toBe(403);
  });

  it('refuses a slow upload that finishes after its slot was used, and the deleted document stays deleted', async () => {
    const late = await slowUpload('essay_upload');
    // A second post of the same form completes first, is converted, and the document is then deleted.
    expect((await postFile(server.baseUrl, late.target, png, 'fast.png')).status).toBe(204);
    const converted = await client.post('/api/pdf/document-answer/essay_upload', {
      file_key: late.target.fields.key,
      file_name: 'fast.png',
    });
    expect(converted.status).toBe(200);
    await vi.waitFor(
      async () => expect((await client.get('/api/document-answer')).body).toHaveProperty('essay_upload'),
      { timeout: 60_000, interval: 100 },
    );
    expect((await client.request('DELETE', '/api/document-answer/essay_upload')).status).toBe(200);
    await expectRefusedAndGone(late);
    expect(storedKeys(server).filter((key) => key.includes('/essay_upload/'))).toEqual([]);
  });

  it('refuses a slow upload that finishes after its form expired', async () => {
    const late = await slowUpload('sat_report');
    clock.advance(minutes(6));
    await expectRefusedAndGone(late);
  });

  it('still stores an upload that finishes while its slot is open', async () => {
    const onTime = await slowUpload('sat_report');
    const answer = await onTime.upload.finish();
    expect(answer.status).toBe(204);
    expect(await server.app.documents.storage.size(onTime.target.fields.key)).toBe(png.length);
  });
});

const storageKinds: StorageKind[] = ['local', 's3'];

/**
 * Housekeeping removes stored files no row refers to (older than the grace
 * period) and counts them: a metric in /metrics and a log line.
 */
describe.skipIf(skipDatabaseLeg).each(storageKinds)(`orphaned files on %s storage (${testDatabaseKind})`, (kind) => {
  let server: DocumentTestServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startDocumentServer(kind, { clock, env: { METRICS_TOKEN: metricsToken } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sweeps files that nothing refers to, keeps the rest, and counts them', async () => {
    const { client } = await loggedInClient(server);
    const kept = await uploadDocument(client, 'photo_id', fixture('sample.png'), 'kept.png');
    expect(kept.status).toBe('COMPLETED');
    const userId = (await server.db.query<{ id: string }>('SELECT id::text AS id FROM users LIMIT 1')).rows[0]!.id;
    const { storage } = server.app.documents;
    const orphans = [
      storageKeys.upload(userId, 'essay_upload'),
      storageKeys.convertedDocument(userId, 'essay_upload'),
      storageKeys.applicationPdf(userId),
    ];
    for (const key of orphans) await storage.write(key, fixture('sample.pdf'), 'application/pdf');
    const open = await presign(client, 'sat_report');
    expect((await postFile(server.baseUrl, open, fixture('sample.png'), 'open.png')).status).toBeLessThan(300);
    const all = async () => {
      const keys: string[] = [];
      for await (const object of storage.list()) keys.push(object.key);
      return keys.sort();
    };
    const before = await all();
    expect(before).toEqual(expect.arrayContaining([...orphans, open.fields.key]));

    // Young files are left alone: they may be on their way to being recorded.
    await server.app.housekeeping.runNow();
    expect(await all()).toEqual(before);

    const warn = vi.spyOn(server.app.log, 'warn');
    clock.advance(hours(2));
    // The open slot expired too: its file goes with the expired-slot sweep, not as an orphan.
    await server.app.housekeeping.runNow();
    const after = await all();
    for (const key of [...orphans, open.fields.key]) expect(after).not.toContain(key);
    expect(after).toHaveLength(before.length - orphans.length - 1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ removed: orphans.length }),
      `removed ${orphans.length} orphaned document file(s)`,
    );
    warn.mockRestore();
    // The kept document is still whole: its row and both of its files.
    const document = await server.db.query<{ storage_key: string; pdf_key: string }>(
      `SELECT storage_key, pdf_key FROM document_answers WHERE answer_key = 'photo_id'`,
    );
    expect(document.rowCount).toBe(1);
    expect(after).toEqual(expect.arrayContaining([document.rows[0]!.storage_key, document.rows[0]!.pdf_key]));

    const metrics = await new ApiClient(server.baseUrl).get('/metrics', {
      bare: true,
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.text).toMatch(new RegExp(`^document_orphan_files_removed_total ${orphans.length}$`, 'm'));
    expect(metrics.text).toMatch(/^document_expired_uploads_removed_total 1$/m);
  });
});
