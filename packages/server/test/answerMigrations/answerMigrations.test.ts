import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMigrationPlan } from '../../src/answerMigrations/answerMigrationPlan.ts';
import { formatAnswerMigrationReport } from '../../src/answerMigrations/formatAnswerMigrationReport.ts';
import { runAnswerMigrations } from '../../src/answerMigrations/runAnswerMigrations.ts';
import { loadTenantFolder } from '../../src/tenant/loadTenantDirectory.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { goodPassword, loggedInClient } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { copyMiniTenant } from './migratedMiniTenant.ts';

const ada = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  birth_date: '2000-12-10',
  country: 'MEX',
  country_desc: 'Mexico',
  essay: 'My old essay',
  sat_score: '1500',
  hs_name: 'Central High',
  hs_2_name: 'East High',
};
const bo = { first_name: 'Bo', last_name: 'Berg', sat_score: '' };
const sam = {
  first_name: 'Sam',
  last_name: 'Submitted',
  birth_date: '2001-01-01',
  sat_score: '1400',
  country: 'MEX',
  legal_agree: true,
};

// Staff rename two questions, map a code, remove one, re-ask one and make the country required, while applicants are half-way.
describe.skipIf(skipDatabaseLeg)(`answer migrations (migrations.json) on ${testDatabaseKind}`, () => {
  const copy = copyMiniTenant('answer-migrations-');
  let server: TestServer;
  const emails: Record<'ada' | 'bo' | 'sam', string> = { ada: '', bo: '', sam: '' };
  const plan = () => answerMigrationPlan(loadTenantFolder(copy.tenantsDir, 'mini'));

  const stored = async (who: keyof typeof emails) => {
    const result = await server.db.query<{ user_id: string; answers: Record<string, unknown>; revision: number }>(
      `SELECT a.user_id::text AS user_id, a.answers, a.revision FROM applications a JOIN users u ON u.id = a.user_id
       WHERE u.username = $1`,
      [emails[who]],
    );
    return result.rows[0]!;
  };

  beforeAll(async () => {
    const env = { TENANTS_DIR: copy.tenantsDir };
    const first = await startTestServer({ env });
    for (const [who, answers] of [
      ['ada', ada],
      ['bo', bo],
      ['sam', sam],
    ] as const) {
      const { client, email } = await loggedInClient(first);
      emails[who] = email;
      expect((await client.put('/api/answer', answers)).status).toBe(200);
      if (who === 'sam') expect((await client.post('/api/submit')).status).toBe(200);
    }
    // The first run with the tenant as it was: nothing to migrate, the required questions recorded.
    const baseline = await runAnswerMigrations(first.db, plan());
    expect(baseline).toMatchObject({ applications: 0, steps: [] });
    await first.stop();
    copy.applyEdits();
    server = await startTestServer({ env, dataDir: first.dataDir, databaseUrl: first.config.databaseUrl });
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    copy.remove();
  });

  it('the edited tenant and its migrations.json load without problems', () => {
    expect(loadTenantFolder(copy.tenantsDir, 'mini').problems).toEqual([]);
  });

  it('a dry run prints what each step would change and writes nothing', async () => {
    const before = await stored('ada');
    const report = await runAnswerMigrations(server.db, plan(), { dryRun: true });
    const text = formatAnswerMigrationReport(report, 'the test database');
    expect(text.split('\n')).toEqual([
      'Dry run on the test database: nothing was written.',
      'Step "rename-dob": rename birth_date -> date_of_birth (asked as date_of_birth)',
      '  would change 1 application(s): 2 answer(s) changed, 0 question(s) asked again',
      `    application ${before.user_id}: birth_date: "2000-12-10" -> (none); date_of_birth: (none) -> "2000-12-10"`,
      'Step "rename-schools": rename hs{n}_name -> hs{n}_school',
      '  would change 1 application(s): 4 answer(s) changed, 0 question(s) asked again',
      `    application ${before.user_id}: hs_name: "Central High" -> (none); hs_school: (none) -> "Central High"; ` +
        'hs_2_name: "East High" -> (none); hs_2_school: (none) -> "East High"',
      'Step "mexico-to-canada": map codes of country: MEX -> CAN',
      '  would change 1 application(s): 2 answer(s) changed, 0 question(s) asked again',
      `    application ${before.user_id}: country: "MEX" -> "CAN"; country_desc: "Mexico" -> "Canada"`,
      'Step "drop-essay": drop essay (kept in the archive)',
      '  would change 1 application(s): 1 answer(s) changed, 0 question(s) asked again',
      `    application ${before.user_id}: essay: "My old essay" -> (none)`,
      'Step "reask-sat": re-ask sat_score',
      '  would change 1 application(s): 1 answer(s) changed, 1 question(s) asked again',
      `    application ${before.user_id}: sat_score: "1500" -> (none); asked again: sat_score`,
      'Step "required:country": ask country (now required) where it has no answer',
      `  would change 1 application(s): 0 answer(s) changed, 1 question(s) asked again`,
      `    application ${(await stored('bo')).user_id}: asked again: country`,
    ]);
    expect(await stored('ada')).toEqual(before);
    const applied = await server.db.query('SELECT 1 FROM answer_migration_applied');
    expect(applied.rowCount).toBe(0);
  });

  it('applies each step once to the applications in progress, recording what changed, and leaves the submitted one', async () => {
    const samBefore = await stored('sam');
    const report = await runAnswerMigrations(server.db, plan(), { batchSize: 1 });
    expect(report).toMatchObject({ dryRun: false, applications: 2, batches: 2, newlyRequired: ['country'] });
    const migrated = await stored('ada');
    expect(migrated.answers).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '2000-12-10',
      country: 'CAN',
      country_desc: 'Canada',
      hs_school: 'Central High',
      hs_2_school: 'East High',
    });
    expect(migrated.revision).toBe(2);
    expect(await stored('sam')).toEqual(samBefore);
    const archive = await server.db.query<{ step_id: string; answer_key: string; value: unknown }>(
      'SELECT step_id, answer_key, value FROM answer_archive WHERE user_id = $1 ORDER BY answer_key',
      [migrated.user_id],
    );
    expect(archive.rows).toEqual([
      { step_id: 'drop-essay', answer_key: 'essay', value: 'My old essay' },
      { step_id: 'reask-sat', answer_key: 'sat_score', value: '1500' },
    ]);
    const changes = await server.db.query<{
      step_id: string;
      answer_key: string;
      from_value: unknown;
      to_value: unknown;
    }>(
      'SELECT step_id, answer_key, from_value, to_value FROM answer_migration_changes WHERE user_id = $1 ORDER BY id',
      [migrated.user_id],
    );
    expect(changes.rows.slice(0, 2)).toEqual([
      { step_id: 'rename-dob', answer_key: 'birth_date', from_value: '2000-12-10', to_value: null },
      { step_id: 'rename-dob', answer_key: 'date_of_birth', from_value: null, to_value: '2000-12-10' },
    ]);
    expect(changes.rowCount).toBe(10);
  });

  it('a second run applies nothing again', async () => {
    const before = await stored('ada');
    const report = await runAnswerMigrations(server.db, plan());
    expect(report.applications).toBe(0);
    expect(await stored('ada')).toEqual(before);
    const applied = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM answer_migration_applied');
    // Six steps for each of the two applications in progress; none for the submitted one.
    expect(applied.rows[0]!.n).toBe(12);
  });

  it('the applicant is sent the migrated answers and the questions asked again; an older window gets 409', async () => {
    const client = new ApiClient(server.baseUrl);
    expect((await client.post('/public/login', { username: emails.ada, password: goodPassword })).status).toBe(200);
    const profile = await client.get<{ answer: Record<string, unknown>; revision: number; reask?: string[] }>(
      '/api/profile',
    );
    expect(profile.body).toMatchObject({ revision: 2, reask: ['sat_score'] });
    expect(profile.body.answer).toMatchObject({
      date_of_birth: '2000-12-10',
      country: 'CAN',
      hs_2_school: 'East High',
    });
    const stale = await client.put('/api/answer', { first_name: 'Ada' }, { headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(409);
    expect(stale.body.answer).toMatchObject({ date_of_birth: '2000-12-10' });

    const bob = new ApiClient(server.baseUrl);
    expect((await bob.post('/public/login', { username: emails.bo, password: goodPassword })).status).toBe(200);
    expect((await bob.get<{ reask?: string[] }>('/api/profile')).body.reask).toEqual(['country']);
  });
});
