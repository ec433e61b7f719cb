/**
 * Account enumeration by timing: does an answer take longer for an address
 * that has an account? The property itself is proved by structure in
 * packages/server/test/trust/accountEnumeration.test.ts (the same statements
 * and argon2 work before every answer; the account's work only after it);
 * this bench measures what an attacker would: the real server as its own
 * process (PGlite, rate limits multiplied away), requests timed in pairs (an
 * existing and an unknown address, in random order, a pause before each) and
 * compared by the median of the differences within each pair, so load drift
 * hits both members of a pair alike.
 *
 * Budgets for the median pair difference: login at most 5 ms (a quarter of
 * the argon2 cost that skipping it for unknown addresses would show, printed
 * below, ~20 ms here; argon2 itself varies by a few ms on a busy machine);
 * forgot-password, resend-confirm and signup at most 2 ms (doing the lookup,
 * token and mail before answering showed as 3.8 ms).
 */
import { startBenchServer } from './support/benchServer.ts';
import { benchPassword, callJson, createApplicants } from './support/benchApplicants.ts';
import { recordFigure, resetFigures } from './support/figures.ts';
import { medianPairDifference, pairedTimings } from './support/pairedTimings.ts';
import { median } from './support/percentile.ts';

resetFigures();

const loginPairs = 40;
const mailPairs = 80;
const loginBudgetMs = 5;
const mailBudgetMs = 2;
let unknownCount = 0;
const unknownAddress = () => `bench-unknown-${process.pid}-${unknownCount++}@example.com`;

const server = await startBenchServer({ label: 'enumeration' });
try {
  const [confirmed] = await createApplicants(server, 1);
  const unconfirmed = 'bench-unconfirmed@example.com';
  await callJson(server.baseUrl, 'POST', '/public/signup', { username: unconfirmed, password: benchPassword });
  // Answers are 200 or 400 by design: time them whatever their status.
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify(body),
    }).then((response) => response.text());
  const login = (username: string) => post('/public/login', { username, password: 'Wrong-Password-99' });

  // One unknown address asked as often as the existing one, as an attacker would compare them
  // (the per-account rate-limit rows then grow alike); signup needs a new one each time.
  const sameUnknown = unknownAddress();
  const cases = [
    {
      name: 'login (wrong password)',
      pairs: loginPairs,
      budgetMs: loginBudgetMs,
      existing: confirmed!.email,
      unknown: () => sameUnknown,
      call: login,
    },
    {
      name: 'forgot-password',
      pairs: mailPairs,
      budgetMs: mailBudgetMs,
      existing: confirmed!.email,
      unknown: () => sameUnknown,
      call: (username: string) => post('/public/forgot-password', { username }),
    },
    {
      name: 'resend-confirm',
      pairs: mailPairs,
      budgetMs: mailBudgetMs,
      existing: unconfirmed,
      unknown: () => sameUnknown,
      call: (username: string) => post('/public/resend-confirm', { username }),
    },
    {
      name: 'signup',
      pairs: mailPairs,
      budgetMs: mailBudgetMs,
      existing: confirmed!.email,
      unknown: unknownAddress,
      call: (username: string) => post('/public/signup', { username, password: 'Another-Password-77' }),
    },
  ];
  for (const { name, pairs, budgetMs, existing, unknown, call } of cases) {
    // Room for the previous request's mail work to finish before the next one is timed.
    const timings = await pairedTimings(
      pairs,
      () => call(existing),
      () => call(unknown()),
      25,
    );
    recordFigure({
      figure: `${name}: median pair difference, existing - unknown`,
      value: Math.abs(medianPairDifference(timings)),
      unit: 'ms',
      budget: { op: '<=', value: budgetMs },
      note:
        `${pairs} pairs; existing ${median(timings.first).toFixed(1)} ms, unknown ${median(timings.second).toFixed(1)} ms; ` +
        `existing slower in ${timings.firstSlower}/${pairs} pairs`,
    });
  }
  // What a leak would look like: a refusal before any password work, against a wrong password.
  const cheap = await pairedTimings(
    loginPairs,
    () => login(confirmed!.email),
    () => login('not-an-email'),
  );
  recordFigure({
    figure: 'login: argon2 cost a leak would show (wrong password - refused before argon2)',
    value: medianPairDifference(cheap),
    unit: 'ms',
    note: `${loginPairs} pairs`,
  });
} finally {
  await server.stop();
}
