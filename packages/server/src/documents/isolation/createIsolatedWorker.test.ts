import { threadId } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenantDirectory } from '../../tenant/loadTenantDirectory.ts';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import { documentMessages } from '../documentMessages.ts';
import { createIsolatedWorker, type IsolatedWorker, IsolatedWorkLimitError } from './createIsolatedWorker.ts';

const bundle = loadTenantDirectory(
  new URL('../../../test/fixtures/documents/tenant/', import.meta.url).pathname,
  'docs',
);
const fonts = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const silent = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

const application = (essay: string) => ({
  state: { answers: { first_name: 'W'.repeat(6800), last_name: 'Lovelace', essay }, tabs: {}, addAnother: {} },
  username: 'ada@example.com',
  documents: [],
  now: new Date('2026-03-01T12:00:00Z'),
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the isolated document worker', () => {
  let worker: IsolatedWorker | undefined;
  afterEach(async () => {
    await worker?.close();
  });
  const start = (limits: { timeoutMs?: number; memoryMb?: number } = {}) => {
    worker = createIsolatedWorker({
      context: { bundle, fonts },
      timeoutMs: limits.timeoutMs ?? 120_000,
      memoryMb: limits.memoryMb ?? 256,
      log: silent,
    });
    return worker;
  };

  it('prints an application in another thread and hands the PDF back', async () => {
    const pdf = await start().run('applicationPdf', application('A short essay.'));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    expect(threadId).toBe(0); // this test runs on the main thread; the work did not
  }, 120_000);

  it('ends a task past its time limit with a limit error, and the next task gets a fresh thread', async () => {
    // Two megabytes of text take seconds to lay out; a file check takes milliseconds.
    const isolated = start({ timeoutMs: 1500 });
    const failure = await failureOf(isolated.run('applicationPdf', application('word '.repeat(400_000))));
    expect(failure).toBeInstanceOf(IsolatedWorkLimitError);
    expect((failure as IsolatedWorkLimitError).limit).toBe('time');
    const next = await failureOf(
      isolated.run('prepareDocument', {
        bytes: new TextEncoder().encode('not a picture'),
        fileName: 'a.png',
        maxBytes: 1024,
        docxAsText: true,
      }),
    );
    expect(next).toBeInstanceOf(DocumentRejectedError);
  }, 120_000);

  it('ends a task past its memory limit with a limit error', async () => {
    // About 40 MB lets the thread start (~30 MB) but not lay out a megabyte of text.
    const failure = await failureOf(
      start({ memoryMb: 40 }).run('applicationPdf', application('word '.repeat(200_000))),
    );
    expect(failure).toBeInstanceOf(IsolatedWorkLimitError);
    expect((failure as IsolatedWorkLimitError).limit).toBe('memory');
  }, 180_000);

  it('stops a running task at once when its signal aborts (shutdown)', async () => {
    const isolated = start();
    const controller = new AbortController();
    const running = failureOf(isolated.run('applicationPdf', application('word '.repeat(200_000)), controller.signal));
    const reason = new Error('server shutting down');
    setTimeout(() => controller.abort(reason), 50);
    expect(await running).toBe(reason);
  }, 120_000);

  it("reports a file the applicant must fix with the check's own message", async () => {
    const failure = await failureOf(
      start().run('prepareDocument', {
        bytes: new TextEncoder().encode('<html>not a picture</html>'),
        fileName: 'photo.png',
        maxBytes: 1024 * 1024,
        docxAsText: true,
      }),
    );
    expect(failure).toBeInstanceOf(DocumentRejectedError);
    expect((failure as Error).message).toBe(documentMessages.typeMismatch('png'));
  }, 120_000);
});
