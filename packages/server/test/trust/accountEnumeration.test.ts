import type * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfirmedAccount, goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient, type ApiResponse } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from '../helpers/outbox.ts';
import type { TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type RecordedStatement, recordStatements, type StatementLog } from './support/statementLog.ts';

// Counts the argon2 verifications (the real ones run: the spy only watches). The server is imported after the
// module registry is reset (beforeAll), so that it sees the spy even when an earlier test file of the same worker
// (the server legs do not isolate files) has already imported the password hasher with the real library.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

/** Headers that differ per response whatever the account (the time, the connection, the request id). */
const incidentalHeaders = new Set(['date', 'keep-alive', 'connection', 'x-request-id']);

/**
 * What a caller can compare: status, body and every header that is not
 * incidental, with cookie values (fresh random tokens in every answer) left out.
 */
function observable(response: ApiResponse) {
  const headers = Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !incidentalHeaders.has(name.toLowerCase()) && name.toLowerCase() !== 'set-cookie')
      .map(([name, value]) => [name.toLowerCase(), value]),
  );
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, '$1=<token>'));
  return { status: response.status, text: response.text, headers, cookies };
}

type AccountState = 'confirmed' | 'unconfirmed' | 'unknown';
const states: AccountState[] = ['confirmed', 'unconfirmed', 'unknown'];

/** A statement as a caller's address leaves no trace in it: the address and times replaced. */
function shapeOf(statements: readonly RecordedStatement[], address: string) {
  return statements.map(({ sql, params }) => ({
    sql,
    params: params.map((param) => (param === address ? '<address>' : param instanceof Date ? '<time>' : param)),
  }));
}

/** Tables that hold something about an account (what an answer must not depend on). */
const accountTables = /\b(users|pending_signups|confirmation_codes|password_reset_tokens|trusted_devices|sessions)\b/;

/**
 * No account enumeration through login, forgot-password, resend-confirm or
 * signup, proved by structure rather than by timing (the timing figures are
 * in bench/accountEnumeration.bench.ts): the answers are identical for a
 * confirmed, an unconfirmed and an unknown address; forgot, resend and
 * signup answer before any account work starts (held back behind a gate the
 * test opens only once the client has the whole answer) after the same
 * statements for every address; a login takes the same statements and
 * exactly one argon2 verification, against a hash with the same cost; a
 * wrong confirmation code, the same statements.
 */
describe.skipIf(skipDatabaseLeg)(`account enumeration on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let verifications: ReturnType<typeof vi.mocked<typeof argon2.verify>>;
  let statements: StatementLog;
  let gateOpen: Promise<void> = Promise.resolve();
  let openGate = () => {};
  const address: Record<AccountState, string> = { confirmed: '', unconfirmed: '', unknown: '' };

  beforeAll(async () => {
    vi.resetModules();
    verifications = vi.mocked((await import('@node-rs/argon2')).verify);
    const { startTestServer } = await import('../helpers/startTestServer.ts');
    server = await startTestServer({
      // Rate limits would answer 429 long before the end (they have their own tests); the job worker
      // polls once at start and then sleeps, so every statement logged here comes from the requests.
      env: { RATE_LIMIT_FACTOR: '1000', JOB_POLL_MS: '2147483647' },
      beforeBackgroundWork: () => gateOpen,
    });
    statements = recordStatements(server.db);
  });
  beforeEach(async () => {
    address.confirmed = await createConfirmedAccount(server);
    address.unconfirmed = uniqueEmail('unconfirmed');
    const signup = await client().post('/public/signup', { username: address.unconfirmed, password: goodPassword });
    expect(signup.status).toBe(200);
    address.unknown = uniqueEmail('unknown');
    await server.settle();
  });
  afterAll(async () => {
    statements?.stop();
    await server?.close();
  });

  const client = (): ApiClient => new ApiClient(server.baseUrl);
  const calls = {
    login: (username: string) => client().post('/public/login', { username, password: 'Wrong-Password-99' }),
    forgot: (username: string) => client().post('/public/forgot-password', { username }),
    resend: (username: string) => client().post('/public/resend-confirm', { username }),
    signup: (username: string) => client().post('/public/signup', { username, password: 'Another-Password-77' }),
  };

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s answers a confirmed, an unconfirmed and an unknown address alike',
    async (name) => {
      const answers = [];
      for (const state of states) answers.push(observable(await calls[name](address[state])));
      if (name !== 'signup') expect(answers[0]!.cookies).toEqual([]);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      await server.settle();
    },
  );

  const mailsOf = (state: AccountState) => mailsTo(server.dataDir, address[state]).map((mail) => mail.subject);
  const expectedMails: Record<'forgot' | 'resend' | 'signup', Record<AccountState, RegExp | undefined>> = {
    forgot: { confirmed: /^Reset your/, unconfirmed: /^Reset your/, unknown: undefined },
    resend: { confirmed: /already confirmed$/, unconfirmed: /confirmation code$/, unknown: undefined },
    signup: { confirmed: /^Someone tried to create/, unconfirmed: /confirmation code$/, unknown: /confirmation code$/ },
  };

  it.each(['forgot', 'resend', 'signup'] as const)(
    '%s sends its whole answer before any account work starts, after the same statements for every address',
    async (name) => {
      const mailsBefore = Object.fromEntries(states.map((state) => [state, mailsOf(state)]));
      gateOpen = new Promise((resolve) => (openGate = resolve));
      const before: Partial<Record<AccountState, ReturnType<typeof shapeOf>>> = {};
      try {
        statements.take();
        for (const state of states) {
          // The client has the full answer (status, headers, body) while the account work is still held back.
          const response = await calls[name](address[state]);
          expect(response.status).toBe(200);
          const run = statements.take();
          for (const { sql } of run) expect(sql, `${name} for ${state} before answering`).not.toMatch(accountTables);
          before[state] = shapeOf(run, address[state]);
          expect(mailsOf(state), `no mail yet for ${state}`).toEqual(mailsBefore[state]);
        }
      } finally {
        openGate();
      }
      expect(before.confirmed!.length).toBeGreaterThan(0);
      expect(before.unconfirmed).toEqual(before.confirmed);
      expect(before.unknown).toEqual(before.confirmed);
      // The account work does run, after the answer: the log sees it, and the mail arrives.
      await server.settle();
      expect(statements.take().some(({ sql }) => accountTables.test(sql))).toBe(true);
      for (const state of states) {
        const expected = expectedMails[name][state];
        const arrived = mailsOf(state).slice(mailsBefore[state]!.length);
        if (expected) expect(arrived, state).toEqual([expect.stringMatching(expected)]);
        else expect(arrived, state).toEqual([]);
      }
    },
  );

  it('refuses a wrong password through the same statements and one argon2 verification of equal cost for every address', async () => {
    const runs: Partial<Record<AccountState, { statements: ReturnType<typeof shapeOf>; hashes: string[] }>> = {};
    for (const state of states) {
      statements.take();
      verifications.mockClear();
      const response = await calls.login(address[state]);
      expect(response.body).toEqual({ message: 'Incorrect username or password.' });
      runs[state] = {
        statements: shapeOf(statements.take(), address[state]),
        hashes: verifications.mock.calls.map(([hash]) => String(hash)),
      };
    }
    for (const state of states) {
      const { hashes } = runs[state]!;
      expect(hashes, state).toHaveLength(1);
      // The same algorithm and cost (memory, passes, lanes) whether the hash is real, pending or the dummy.
      expect(hashes[0]!.split('$').slice(0, 4), state).toEqual(['', 'argon2id', 'v=19', 'm=19456,t=2,p=1']);
    }
    expect(runs.unconfirmed!.statements).toEqual(runs.confirmed!.statements);
    expect(runs.unknown!.statements).toEqual(runs.confirmed!.statements);
  });

  it('refuses a wrong confirmation code alike and through the same statements for every address', async () => {
    const code = confirmationCodeIn(mailsTo(server.dataDir, address.unconfirmed).at(-1));
    const wrong = code === '000000' ? '000001' : '000000';
    const runs: Partial<Record<AccountState, { answer: ReturnType<typeof observable>; statements: unknown }>> = {};
    for (const state of states) {
      statements.take();
      const answer = observable(await client().post('/public/confirm', { username: address[state], code: wrong }));
      runs[state] = { answer, statements: shapeOf(statements.take(), address[state]) };
    }
    expect(runs.confirmed!.answer.status).toBe(400);
    expect(runs.unconfirmed).toEqual(runs.confirmed);
    expect(runs.unknown).toEqual(runs.confirmed);
  });
});
