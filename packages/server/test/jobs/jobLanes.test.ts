import { rmSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import type { Database } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/openDatabase.ts';
import { createJobWorker, type JobHandler, type JobWorker } from '../../src/jobs/createJobWorker.ts';
import { jobRepository, type JobRow } from '../../src/jobs/jobRepository.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const silent = {
  child: () => silent,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
} as unknown as FastifyBaseLogger;

/** Kinds of these tests only: one that finishes at once, one that waits until it is aborted (a hanging receiver). */
const quick = 'test-quick';
const hanging = 'test-hanging';
const lanes = [
  { name: 'applicant', kinds: [quick], concurrency: 1 },
  { name: 'outbound', kinds: [hanging], concurrency: 2 },
];

async function until(what: string, done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(skipDatabaseLeg)(`job worker lanes on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('job-lanes-');
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: await createTestDatabaseUrl('migrated'), dataDir });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.query('DELETE FROM jobs');
  });

  const enqueue = (kind: string) => jobRepository.enqueue(db, kind, {}, systemClock.now(), 3);
  const rows = async () =>
    (
      await db.query<Pick<JobRow, 'id' | 'kind' | 'status' | 'attempts'>>(
        'SELECT id::text AS id, kind, status, attempts FROM jobs ORDER BY id',
      )
    ).rows;

  it('claims only the kinds it is given, the oldest first, and gives up only those abandoned', async () => {
    const outboundOld = await enqueue(hanging);
    const applicant = await enqueue(quick);
    const outboundNew = await enqueue(hanging);
    const now = systemClock.now();
    const lease = new Date(now.getTime() + 60_000);
    expect((await jobRepository.claim(db, 'w/1', now, lease, [quick]))?.id).toBe(applicant);
    expect(await jobRepository.claim(db, 'w/1', now, lease, [quick])).toBeUndefined();
    expect((await jobRepository.claim(db, 'w/1', now, lease, [hanging]))?.id).toBe(outboundOld);
    expect((await jobRepository.claim(db, 'w/1', now, lease, [quick, hanging]))?.id).toBe(outboundNew);

    // Both leases run out with no attempt left: each lane gives up only its own.
    await db.query(`UPDATE jobs SET max_attempts = 1, lease_expires_at = $1`, [new Date(now.getTime() - 1000)]);
    const given = await jobRepository.failAbandoned(db, now, [quick]);
    expect(given.map((job) => job.id)).toEqual([applicant]);
    expect((await rows()).map((row) => row.status)).toEqual(['running', 'failed', 'running']);
    expect((await jobRepository.failAbandoned(db, now, [hanging])).map((job) => job.id)).toEqual([
      outboundOld,
      outboundNew,
    ]);
  });

  describe('a worker with an applicant lane and an outbound lane of two', () => {
    let worker: JobWorker | undefined;
    const started: string[] = [];
    const aborted: string[] = [];
    const handlers: Record<string, JobHandler> = {
      [quick]: { run: async () => undefined, giveUp: async () => undefined },
      [hanging]: {
        run: (job, signal) =>
          new Promise((_, reject) => {
            started.push(job.id);
            signal.addEventListener('abort', () => {
              aborted.push(job.id);
              reject(new Error('aborted'));
            });
          }),
        giveUp: async () => undefined,
      },
    };
    const startWorker = (pollMs: number) => {
      worker = createJobWorker({
        db,
        clock: systemClock,
        log: silent,
        handlers,
        lanes,
        pollMs,
        leaseMs: 60_000,
        retryDelayMs: 60_000,
        nodeId: 'lanes-test',
      });
      worker.start();
      return worker;
    };
    beforeEach(() => {
      started.length = 0;
      aborted.length = 0;
    });
    afterAll(async () => {
      await worker?.stop();
    });

    it('runs applicant work while hanging jobs hold the outbound slots, and hands every one back on stop', async () => {
      const outbound = [await enqueue(hanging), await enqueue(hanging), await enqueue(hanging)];
      const applicant = await enqueue(quick);
      const running = startWorker(20);

      await until('the applicant job done', async () => (await rows()).at(-1)?.status === 'done');
      await until('both outbound slots busy', () => started.length === 2);
      // Done while both hanging jobs still ran; the third hanging job waits for a slot.
      expect(running.usage()).toEqual([
        { lane: 'applicant', running: 0, concurrency: 1 },
        { lane: 'outbound', running: 2, concurrency: 2 },
      ]);
      expect(started).toEqual(outbound.slice(0, 2));
      expect((await rows()).map((row) => [row.id, row.status])).toEqual([
        [outbound[0], 'running'],
        [outbound[1], 'running'],
        [outbound[2], 'queued'],
        [applicant, 'done'],
      ]);

      await running.stop();
      expect(aborted.sort()).toEqual(outbound.slice(0, 2).sort());
      // Handed back without counting the interrupted attempt.
      expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
        ['queued', 0],
        ['queued', 0],
        ['queued', 0],
        ['done', 1],
      ]);
      expect(running.usage().map((lane) => lane.running)).toEqual([0, 0]);
    });

    it("wakes the lane of the kind it is told of, long before the lane's next look", async () => {
      const running = startWorker(3_600_000);
      // Both lanes have looked once and sleep for an hour.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await enqueue(hanging);
      running.notify(hanging);
      await until('the outbound job started', () => started.length === 1);
      const applicant = await enqueue(quick);
      running.notify(quick);
      await until(
        'the applicant job done',
        async () => (await rows()).find((row) => row.id === applicant)?.status === 'done',
      );
      await running.stop();
    });

    it('refuses a handler outside every lane and a kind in two lanes', () => {
      const options = {
        db,
        clock: systemClock,
        log: silent,
        pollMs: 1000,
        leaseMs: 60_000,
        retryDelayMs: 60_000,
        nodeId: 'lanes-test',
      };
      expect(() => createJobWorker({ ...options, handlers, lanes: [lanes[0]!] })).toThrow(
        `Job kind "${hanging}" has a handler but no lane`,
      );
      expect(() =>
        createJobWorker({ ...options, handlers, lanes: [...lanes, { name: 'again', kinds: [quick], concurrency: 1 }] }),
      ).toThrow(`Job kind "${quick}" is in two lanes ("applicant", "again")`);
    });
  });
});
