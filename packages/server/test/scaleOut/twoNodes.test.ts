import type { ConversionResult } from '@admissions/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { confirmationCodeIn, mailsTo } from '../helpers/outbox.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { documentFixturesDir, fixture } from '../documents/support/documentTestServer.ts';
import { type LocalS3, startLocalS3 } from '../documents/support/localS3.ts';
import { download, postFile, presign, waitForConversion } from '../documents/support/uploadDocument.ts';
import { waitFor } from '../trust/support/childAccounts.ts';
import {
  type RecordingConversionService,
  startRecordingConversionService,
} from './support/recordingConversionService.ts';
import { type ClusterNode, startNode } from './support/startNode.ts';

/** The origin of the proxy in front of the nodes: what the browser sends and what mails link to. */
const publicOrigin = 'https://apply.example.edu';

interface JobRecord {
  status: string;
  attempts: number;
  claimed_by: string | null;
}

/**
 * The scale-out proof: two real server processes (A and B) on one PostgreSQL
 * database and one S3-compatible bucket, configured as production nodes
 * behind one proxy are (same public origin, database, bucket and mail
 * settings; own port, data directory and NODE_ID). A serves HTTP only
 * (JOB_WORKER=off); B and, later, C also run jobs. One browser (one cookie
 * jar) talks to whichever node the proxy picks.
 *
 * PostgreSQL only: PGlite is one process's database, so there is no second node.
 */
describe.skipIf(skipDatabaseLeg || testDatabaseKind !== 'postgres')(
  'scale-out: two server processes on one PostgreSQL and one bucket (PostgreSQL leg only: PGlite allows one process)',
  () => {
    let s3: LocalS3;
    let conversions: RecordingConversionService;
    let database: pg.Client;
    let sharedEnv: Record<string, string>;
    let a: ClusterNode;
    let b: ClusterNode;
    let c: ClusterNode | undefined;
    let startingC: Promise<ClusterNode> | undefined;
    const nodes = () => [a, b, c].filter((node): node is ClusterNode => node !== undefined);
    /** The applicant's browser: one cookie jar, whichever node answers. */
    const browser = new Map<string, string>();
    let email: string;

    const jobsOfKind = async (kind: string) =>
      (
        await database.query<JobRecord>('SELECT status, attempts, claimed_by FROM jobs WHERE kind = $1 ORDER BY id', [
          kind,
        ])
      ).rows;

    /** Signs up on `signupNode` (the mail lands in its outbox) and confirms on `confirmNode`. */
    const createAccount = async (signupNode: ClusterNode, confirmNode: ClusterNode) => {
      const address = uniqueEmail('scale-out');
      // One browser (its sign-up cookie confirms the password it chose), whichever node answers.
      const jar = new Map<string, string>();
      const signup = await signupNode.client(jar).post('/public/signup', { username: address, password: goodPassword });
      expect(signup.status, signup.text).toBe(200);
      const code = await waitFor(() => {
        const mail = mailsTo(signupNode.dataDir, address).at(-1);
        return mail ? confirmationCodeIn(mail) : undefined;
      });
      const confirm = await confirmNode.client(jar).post('/public/confirm', { username: address, code });
      expect(confirm.status, confirm.text).toBe(200);
      return address;
    };

    const uploadAndRequestConversion = async (node: ClusterNode, answerKey: string) => {
      const client = node.client(browser);
      const target = await presign(client, answerKey);
      // The presigned POST goes to the bucket, not to a node.
      expect(new URL(target.url, node.baseUrl).origin).toBe(s3.endpoint);
      const posted = await postFile(node.baseUrl, target, fixture('sample.docx'), `${answerKey}.docx`);
      expect(posted.status, posted.text).toBeLessThan(300);
      const queued = await client.post(`/api/pdf/document-answer/${answerKey}`, {
        file_key: target.fields.key,
        file_name: `${answerKey}.docx`,
      });
      expect(queued.status, queued.text).toBe(200);
    };

    beforeAll(async () => {
      const databaseUrl = (await createTestDatabaseUrl())!;
      [s3, conversions] = await Promise.all([startLocalS3(), startRecordingConversionService()]);
      database = new pg.Client(databaseUrl);
      await database.connect();
      sharedEnv = {
        DATABASE_URL: databaseUrl,
        ...s3.env,
        PUBLIC_BASE_URL: publicOrigin,
        TRUST_PROXY: 'true',
        TENANTS_DIR: `${documentFixturesDir}tenant`,
        TENANT: 'docs',
        STATIC_DIR: '',
        LOG_LEVEL: 'warn',
        LOOKUP_SEED: 'false',
        // A short lease so a dead node's job is taken over within the test (production: 120 s),
        // renewed every second: long enough that a busy machine does not let it lapse early.
        JOB_LEASE_MS: '3000',
        JOB_POLL_MS: '100',
        JOB_RETRY_DELAY_MS: '100',
      };
      const conversionEnv = (name: string) => ({ CONVERSION_SERVICE_URL: conversions.urlFor(name) });
      // Both start at once: migrations run under an advisory lock.
      [a, b] = await Promise.all([
        startNode('node-a', sharedEnv, { ...conversionEnv('node-a'), JOB_WORKER: 'off' }),
        startNode('node-b', sharedEnv, conversionEnv('node-b')),
      ]);
    }, 120_000);

    afterAll(async () => {
      const third = c ?? (await startingC?.catch(() => undefined));
      await Promise.all([a, b, third].map((node) => node?.stop()));
      await Promise.all([database?.end(), s3?.close(), conversions?.close()]);
    });

    it('a session made on A works on B, and what B saves is what A reads (with the new revision)', async () => {
      email = await createAccount(a, b);
      const login = await a.client(browser).post('/public/login', { username: email, password: goodPassword });
      expect(login.status, login.text).toBe(200);

      expect((await b.client(browser).get('/api/profile')).body).toMatchObject({ username: email, revision: 0 });
      const answers = { first_name: 'Ada', last_name: 'Lovelace', country: 'GBR', country_desc: 'United Kingdom' };
      const saved = await b.client(browser).put('/api/answer', answers, { headers: { 'if-match': '"0"' } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.revision).toBe(1);

      const profile = await a.client(browser).get('/api/profile');
      expect(profile.body).toMatchObject({ answer: answers, revision: 1 });
      expect(profile.headers.get('etag')).toBe('"1"');

      // A tab that last saw revision 0 writes through A: a conflict, with B's answers, and nothing written.
      const stale = await a
        .client(browser)
        .put('/api/answer', { first_name: 'Stale' }, { headers: { 'if-match': '"0"' } });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ revision: 1, answer: answers });
      expect((await b.client(browser).get('/api/profile')).body).toMatchObject({ answer: answers, revision: 1 });
    });

    it("a docx uploaded through A is converted by B's worker; A sees COMPLETED and B serves the PDF", async () => {
      await uploadAndRequestConversion(a, 'sat_report');
      expect(await waitForConversion(a.client(browser), 'sat_report', 30_000)).toMatchObject({ status: 'COMPLETED' });

      // A runs no jobs: B's worker claimed the job and called the conversion service.
      expect(conversions.requests).toEqual(['node-b']);
      expect(await jobsOfKind('convert-document')).toEqual([
        { status: 'done', attempts: 1, claimed_by: expect.stringMatching(/^node-b\//) },
      ]);

      expect((await b.client(browser).get('/api/document-answer')).body).toMatchObject({
        sat_report: { file_name: 'sat_report.docx' },
      });
      const pdf = await download(b.client(browser), '/api/document-answer/sat_report/pdf');
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      expect((await a.client(browser).get('/api/profile')).body).toMatchObject({
        document_answer: { sat_report: { file_name: 'sat_report.docx' } },
      });

      // A third node with a worker joins for the crash test below (started now to save time).
      startingC = startNode('node-c', sharedEnv, { CONVERSION_SERVICE_URL: conversions.urlFor('node-c') });
    }, 60_000);

    it('failed logins alternating between A and B reach the per-account limit (10) as on one node', async () => {
      const target = await createAccount(b, a);
      for (let attempt = 0; attempt < 10; attempt++) {
        const node = attempt % 2 === 0 ? a : b;
        const failed = await node.client().post('/public/login', { username: target, password: 'Wrong-Password-1' });
        expect(failed.status, `attempt ${attempt + 1} on ${node.name}`).toBe(400);
      }
      // The eleventh attempt is refused on both nodes, even with the right password.
      for (const node of [a, b]) {
        const limited = await node.client().post('/public/login', { username: target, password: goodPassword });
        expect(limited.status, node.name).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
      }
    });

    it('logging out on B ends that session on A too (other sessions of the account stay)', async () => {
      const secondDevice = new Map<string, string>();
      const login = await b.client(secondDevice).post('/public/login', { username: email, password: goodPassword });
      expect(login.status, login.text).toBe(200);
      expect((await a.client(secondDevice).get('/api/profile')).status).toBe(200);
      const cookiesBeforeLogout = new Map(secondDevice);

      expect((await b.client(secondDevice).get('/api/logout')).status).toBeLessThan(400);
      // The old cookie, replayed on A (and on B), is refused: the session row is gone for every node.
      for (const node of [a, b]) {
        const replayed = await node.client(new Map(cookiesBeforeLogout)).get('/api/profile');
        expect(replayed.status, node.name).toBe(401);
      }
      // The first browser's session is untouched.
      expect((await a.client(browser).get('/api/profile')).status).toBe(200);
    });

    it('a node killed (SIGKILL) mid-conversion leaves the job to the other worker node: COMPLETED, never stuck', async () => {
      c = await startingC!;
      conversions.hanging = true;
      const before = conversions.requests.length;
      await uploadAndRequestConversion(a, 'essay_upload');

      // One worker (B or C) holds the job; the conversion service holds its request open.
      const holderName = await waitFor(() => conversions.requests[before]);
      const holder = nodes().find((node) => node.name === holderName)!;
      const survivor = holder === b ? c : b;
      expect(['node-b', 'node-c']).toContain(holderName);
      expect(await waitForStatus('essay_upload', 'IN_PROGRESS')).toBe('IN_PROGRESS');
      const [running] = await jobsOfKind('convert-document').then((rows) => rows.slice(1));
      expect(running).toMatchObject({
        status: 'running',
        attempts: 1,
        claimed_by: expect.stringMatching(`^${holderName}/`),
      });

      await holder.stop('SIGKILL');
      conversions.release();

      // Polled through A (which runs no jobs) until it ends: the survivor takes the job over after the lease.
      const seen = new Set<string>();
      const deadline = Date.now() + 30_000;
      let result: ConversionResult;
      for (;;) {
        result = (await a.client(browser).get<ConversionResult>('/api/pdf/document-answer/essay_upload')).body;
        seen.add(result.status);
        if (!['UNPROCESSED', 'IN_PROGRESS'].includes(result.status) || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(result, `statuses seen: ${[...seen].join(', ')}`).toMatchObject({ status: 'COMPLETED' });
      expect(conversions.requests.slice(before)).toEqual([holderName, survivor.name]);
      expect((await jobsOfKind('convert-document'))[1]).toEqual({
        status: 'done',
        attempts: 2,
        claimed_by: expect.stringMatching(`^${survivor.name}/`),
      });
      const stuck = await database.query(`SELECT 1 FROM document_conversions WHERE status = 'IN_PROGRESS'`);
      expect(stuck.rowCount).toBe(0);
      expect(Object.keys((await survivor.client(browser).get('/api/document-answer')).body).sort()).toEqual([
        'essay_upload',
        'sat_report',
      ]);
    }, 60_000);

    /** Polls the conversion status through A until it is `status` (or times out). */
    async function waitForStatus(answerKey: string, status: ConversionResult['status']) {
      return waitFor(async () => {
        const current = (await a.client(browser).get<ConversionResult>(`/api/pdf/document-answer/${answerKey}`)).body;
        return current.status === status ? current.status : undefined;
      }, 15_000);
    }
  },
);
