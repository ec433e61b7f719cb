import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/apiClient.ts';
import { startServerProcess } from '../helpers/serverProcess.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { childLoggedInClient } from './support/childAccounts.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';

const accounts = 20;

/** Answer set number n: every field says n, so a half-written set would show. */
function answerSet(n: number): Record<string, string | boolean> {
  return {
    first_name: `set-${n}`,
    last_name: `set-${n}`,
    hs_name: `set-${n}`,
    sat_score: String(n),
    country: n % 2 === 0 ? 'CAN' : 'MEX',
    country_desc: n % 2 === 0 ? 'Canada' : 'Mexico',
    essay: `set-${n} `.repeat(500),
    legal_agree: n % 2 === 0,
  };
}

/**
 * Crash safety (extends the former single-save durability test): many
 * applicants save numbered answer sets in a loop against the server as a
 * child process; it is killed with SIGKILL mid-way (no shutdown, no flush)
 * and restarted on the same data. Every save it acknowledged is there, and
 * each stored set is whole.
 */
describe.skipIf(skipDatabaseLeg)(`crash safety on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('crash-safety-');
  let restarted: TestServer | undefined;

  afterAll(async () => {
    await restarted?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged save of 20 concurrent applicants through a SIGKILL', async () => {
    const databaseUrl = await createTestDatabaseUrl('migrated');
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '10',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const applicants: { client: ApiClient; email: string; acknowledged: number }[] = [];
    let killed = false;
    try {
      for (const created of await Promise.all(
        Array.from({ length: accounts }, () => childLoggedInClient(server.baseUrl, dataDir, 'crash')),
      )) {
        applicants.push({ ...created, acknowledged: 0 });
      }
      const saveLoop = async (applicant: (typeof applicants)[number]) => {
        for (let n = 1; !killed; n++) {
          try {
            const response = await applicant.client.put('/api/answer', answerSet(n));
            expect(response.status, response.text).toBe(200);
            applicant.acknowledged = n;
          } catch (error) {
            if (killed) return; // the connection died with the server
            throw error;
          }
        }
      };
      const loops = applicants.map(saveLoop);
      // Kill once every applicant has had a few saves acknowledged, while all of them are saving.
      const deadline = Date.now() + 30_000;
      while (applicants.some((applicant) => applicant.acknowledged < 5) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      killed = true;
      await server.kill('SIGKILL');
      await Promise.all(loops);
    } finally {
      killed = true;
      await server.kill('SIGKILL');
    }

    restarted = await startTestServer({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    let total = 0;
    for (const applicant of applicants) {
      const stored = await restarted.db.query<{ answers: Record<string, string | boolean>; revision: number }>(
        'SELECT a.answers, a.revision FROM applications a JOIN users u ON u.id = a.user_id WHERE u.username = $1',
        [applicant.email],
      );
      const row = stored.rows[0]!;
      const n = Number(row.answers.sat_score);
      // Saves of one applicant are sequential: the one in flight at the kill may or may not have committed.
      expect(n, applicant.email).toBeGreaterThanOrEqual(applicant.acknowledged);
      expect(n, applicant.email).toBeLessThanOrEqual(applicant.acknowledged + 1);
      expect(row.answers, applicant.email).toEqual(answerSet(n));
      expect(row.revision, applicant.email).toBe(n);
      total += applicant.acknowledged;
    }
    expect(total).toBeGreaterThanOrEqual(accounts * 5);
    console.log(`[trust] ${total} acknowledged saves of ${accounts} applicants survived a SIGKILL`);
  }, 180_000);
});
