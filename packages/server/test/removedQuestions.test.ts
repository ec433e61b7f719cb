import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/apiClient.ts';
import { goodPassword, loggedInClient } from './helpers/accounts.ts';
import { fixtureTenantsDir, startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

/** The fixture tenant copied to a temp folder, to edit between two starts of the server. */
function copyMiniTenant() {
  const tenantsDir = join(mkdtempSync(join(tmpdir(), 'removed-questions-')), 'tenants');
  cpSync(join(fixtureTenantsDir, 'mini'), join(tenantsDir, 'mini'), { recursive: true });
  const file = (name: string) => join(tenantsDir, 'mini', name);
  return {
    tenantsDir,
    edit(name: string, change: (text: string) => string) {
      const before = readFileSync(file(name), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`${name} did not change`);
      writeFileSync(file(name), after);
    },
    remove: () => rmSync(join(tenantsDir, '..'), { recursive: true, force: true }),
  };
}

const saved = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  birth_date: '2000-12-10',
  essay: 'My old essay',
  sat_score: '1500',
  legal_agree: true,
};

// Staff remove the essay question and rename birth_date to date_of_birth while an applicant is half-way.
describe.skipIf(skipDatabaseLeg)(`answers of questions removed or renamed since, on ${testDatabaseKind}`, () => {
  const copy = copyMiniTenant();
  let server: TestServer;
  let email = '';
  let client: ApiClient;

  const storedAnswers = async (): Promise<Record<string, unknown>> => {
    const result = await server.db.query<{ answers: Record<string, unknown> }>(
      'SELECT a.answers FROM applications a JOIN users u ON u.id = a.user_id WHERE u.username = $1',
      [email],
    );
    return result.rows[0]!.answers;
  };

  beforeAll(async () => {
    const env = { TENANTS_DIR: copy.tenantsDir };
    const first = await startTestServer({ env });
    ({ email } = await loggedInClient(first).then(async (logged) => {
      expect((await logged.client.put('/api/answer', saved)).status).toBe(200);
      return logged;
    }));
    await first.stop();
    copy.edit('pages/about.json', (text) =>
      text.replace(/,\s*\{ "key": "essay"[^\n]*\}/, '').replaceAll('"birth_date"', '"date_of_birth"'),
    );
    copy.edit('data-model.json', (text) =>
      text.replace(/\s*"essay": \{ "type": "string" \},/, '').replaceAll('"birth_date"', '"date_of_birth"'),
    );
    copy.edit('schema/about.json', (text) => text.replaceAll('"birth_date"', '"date_of_birth"'));
    copy.edit('error-summary.json', (text) => text.replaceAll('"birth_date"', '"date_of_birth"'));
    // Without steps for them the server would refuse the change (saved answers would be orphaned).
    writeFileSync(
      join(copy.tenantsDir, 'mini', 'migrations.json'),
      JSON.stringify({
        steps: [
          { id: 'drop-essay', drop: { key: 'essay' } },
          { id: 'rename-birth-date', rename: { from: 'birth_date', to: 'date_of_birth' } },
        ],
      }),
    );
    server = await startTestServer({ env, dataDir: first.dataDir, databaseUrl: first.config.databaseUrl });
    client = new ApiClient(server.baseUrl);
    expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    copy.remove();
  });

  it('leaves answers the definition no longer asks out of the profile, and keeps them stored', async () => {
    const profile = await client.get<{ answer: Record<string, unknown>; revision: number }>('/api/profile');
    expect(profile.body.answer).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      sat_score: '1500',
      legal_agree: true,
    });
    expect(await storedAnswers()).toEqual(saved);
  });

  it('accepts a save that still holds them (an app loaded before the change), storing only what is asked today', async () => {
    const stale = { ...saved, essay: 'Edited in an old window', first_name: 'Augusta', shoe_size: '42' };
    const response = await client.put('/api/answer', stale, { headers: { 'if-match': '"1"' } });
    expect(response).toMatchObject({ status: 200, body: { message: 'Your answers have been saved.', revision: 2 } });
    // The answers of removed questions stay as they were; a key no definition has is not stored.
    expect(await storedAnswers()).toEqual({ ...saved, first_name: 'Augusta' });
    // A save replaces the current answers as a whole: an answer left out is removed, the kept ones stay.
    await client.put('/api/answer', { first_name: 'Augusta', last_name: 'King', date_of_birth: '2000-12-10' });
    expect(await storedAnswers()).toEqual({
      first_name: 'Augusta',
      last_name: 'King',
      date_of_birth: '2000-12-10',
      birth_date: '2000-12-10',
      essay: 'My old essay',
    });
  });

  it('shows a conflicting window the current answers only', async () => {
    const conflict = await client.put('/api/answer', { first_name: 'X' }, { headers: { 'if-match': '"1"' } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.answer).toEqual({ first_name: 'Augusta', last_name: 'King', date_of_birth: '2000-12-10' });
  });

  it('submits without the removed answers counting, and keeps them after the submission', async () => {
    await client.put('/api/answer', {
      first_name: 'Augusta',
      last_name: 'King',
      date_of_birth: '2000-12-10',
      sat_score: '1500',
      legal_agree: true,
    });
    const submitted = await client.post('/api/submit');
    expect(submitted.status).toBe(200);
    expect(await storedAnswers()).toMatchObject({ birth_date: '2000-12-10', essay: 'My old essay' });
  });
});
