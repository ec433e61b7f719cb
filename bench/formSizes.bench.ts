/**
 * A keystroke's cost against the size of the form: generated tenants of 30,
 * 100, 350 and 1,000 more text questions (bench/support/sizedTenant.ts, on
 * demo-college's /transfer), each served by its own production server, a
 * signed-in applicant validating live (web_status validating, as after a
 * premature submit: the summary and the fields' errors follow every
 * change), and the same 350 questions as a react-hook-form page validating
 * on every change (bench/peer). The typing harness of formPage
 * (bench/support/typingHarness.ts) types into every page, their rounds taken
 * in turn, so the machine's busier minutes weigh on each alike.
 *
 * Per size: the JS in a keystroke's event dispatch, median and p95. Budgets:
 * largest / smallest <= 1.3 (median and p95: a keystroke costs the same on a
 * big form as on a small one), and at 350 fields our p95 <= 0.8x
 * react-hook-form's in the same run. `BENCH_SKIP_BUILD=1` uses the current build.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { repoRoot } from '../e2e/support/appProcess.ts';
import { logIn, signUpAndConfirm, uniqueEmail } from '../e2e/support/applicantSteps.ts';
import { isChromiumAvailable, launchChromium } from '../e2e/support/chromium.ts';
import { buildApp } from '../scripts/build/buildApp.ts';
import { buildPeer } from './peer/buildPeer.ts';
import { currentBenchName, readFigures, recordFigure, recordMedianAndP95, resetFigures } from './support/figures.ts';
import { waitInteractive } from './support/firstView.ts';
import { pageProbeScript } from './support/pageProbe.ts';
import { median, percentile } from './support/percentile.ts';
import { startProductionApp } from './support/productionApp.ts';
import { sizedPath, sizedPeerShape, writeSizedTenant, type SizedTenant } from './support/sizedTenant.ts';
import { startStaticServer } from './support/staticServer.ts';
import {
  describeSpread,
  dispatchTimes,
  isIsolated,
  isolateContext,
  pickFields,
  timedTyping,
} from './support/typingHarness.ts';

resetFigures();
if (!isChromiumAvailable()) {
  console.log('Chromium not found (apt-get install -y chromium): skipped.');
  process.exit(0);
}
if (process.env.BENCH_SKIP_BUILD !== '1') buildApp(repoRoot);

const sizes = [30, 100, 350, 1000];
const peerSize = 350;
const viewport = { width: 1280, height: 900 };

/** The generated questions shown in the applicant's state: the tenth of a block only while its first is answered. */
function expectedQuestions(sized: SizedTenant): string[] {
  return sized.keys.filter((_, i) => i % 10 !== 9 || sized.answers[sized.keys[i - 9]!] !== '');
}

const tenants = sizes.map(writeSizedTenant);
const peerTenant = tenants[sizes.indexOf(peerSize)]!;
const peerShape = sizedPeerShape(peerTenant);
const peerDir = await buildPeer(peerShape);
// Started one after another in the try below: each start creates its embedded database and checks and compiles its
// tenant (the 1,000-question one takes seconds), which takes the machine's cores for a while.
const apps: Awaited<ReturnType<typeof startProductionApp>>[] = [];
const peerServer = await startStaticServer(peerDir);
const browser = await launchChromium();

/** A signed-in applicant of this server with the generated answers, validating, on /transfer; typed into from a context of its own. */
async function openSized(index: number): Promise<Page> {
  const app = apps[index]!;
  const sized = tenants[index]!;
  const setUp = await browser.newContext({ viewport });
  const page = await setUp.newPage();
  const email = uniqueEmail(`sized-${sized.fields}`);
  await page.goto(`${app.baseUrl}/signup`);
  await signUpAndConfirm(page, app.dataDir, email);
  await logIn(page, email);
  await page.waitForURL(/\/you/);
  await page.evaluate(
    async ({ answers, path }) => {
      const calls: [string, string, unknown][] = [
        ['PUT', '/api/answer', answers],
        ['PUT', '/api/last-page', { last_page: path }],
        ['POST', '/api/web-status', { web_status: 'validating' }],
      ];
      for (const [method, url, body] of calls) {
        const response = await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      }
    },
    { answers: sized.answers, path: sizedPath },
  );
  const storageState = await setUp.storageState();
  await setUp.close();
  const context = await browser.newContext({ viewport, storageState });
  await context.addInitScript({ content: pageProbeScript() });
  await isolateContext(context);
  const typing = await context.newPage();
  await typing.goto(`${app.baseUrl}${sizedPath}`);
  await waitInteractive(typing, expectedQuestions(sized), 0);
  if (!(await isIsolated(typing))) console.log(`warning: ${sized.tenant} is not cross-origin isolated`);
  // Live validation is on: the fields show their errors (the summary shows on the default route).
  const shown = await typing.locator('[aria-invalid="true"]').count();
  if (shown === 0) console.log(`warning: ${sized.tenant} shows no field errors: is it validating live?`);
  return typing;
}

try {
  for (const sized of tenants) {
    apps.push(await startProductionApp({ TENANTS_DIR: sized.tenantsDir, TENANT: sized.tenant }, 300_000));
  }
  const ours = [];
  for (let index = 0; index < tenants.length; index += 1) ours.push(await openSized(index));
  const peerContext = await browser.newContext({ viewport });
  await peerContext.addInitScript({ content: pageProbeScript() });
  await isolateContext(peerContext);
  const peer = await peerContext.newPage();
  await peer.goto(peerServer.baseUrl);
  await waitInteractive(peer, expectedQuestions(peerTenant), 0);

  const subjects = await Promise.all(
    ours.map(async (page, index) => ({
      page,
      // Only the generated questions: the tenant's own (its college name) differ between the sizes.
      fields: await pickFields(page, /^f_/),
      expected: expectedQuestions(tenants[index]!),
    })),
  );
  const oursAt350 = subjects[sizes.indexOf(peerSize)]!;
  const timed = await timedTyping([
    ...subjects,
    { page: peer, fields: oursAt350.fields, expected: expectedQuestions(peerTenant) },
  ]);
  const summaries = await Promise.all(ours.map((page) => page.locator('[aria-invalid="true"]').count()));

  const dispatch = sizes.map((size, index) => dispatchTimes(`${size} fields`, timed[index]!));
  const peerDispatch = dispatchTimes(`react-hook-form, ${peerSize} fields`, timed[sizes.length]!);
  sizes.forEach((size, index) => console.log(describeSpread(`${size} fields`, timed[index]!)));
  console.log(describeSpread(`react-hook-form ${peerSize}`, timed[sizes.length]!));

  sizes.forEach((size, index) => {
    recordMedianAndP95(`size series: ${size} fields, JS in a keystroke's event dispatch`, dispatch[index]!, 'ms', {
      note:
        `demo-college + ${size} generated text questions, signed in, validating live ` +
        `(${summaries[index]} fields showing an error); ${dispatch[index]!.length} keystrokes`,
    });
  });
  recordMedianAndP95(
    `size series: react-hook-form, ${peerSize} fields, JS in a keystroke's event dispatch`,
    peerDispatch,
    'ms',
    {
      note: `the same ${peerSize} questions, mode onChange (validates every change); the same harness in the same run`,
    },
  );
  const smallest = dispatch[0]!;
  const largest = dispatch[sizes.length - 1]!;
  for (const [label, q] of [
    ['median', 0.5],
    ['p95', 0.95],
  ] as const) {
    recordFigure({
      figure: `size series: keystroke ${label}, ${sizes.at(-1)} fields / ${sizes[0]} fields`,
      value: percentile(largest, q) / percentile(smallest, q),
      unit: 'ratio',
      budget: { op: '<=', value: 1.3 },
      note: sizes.map((size, index) => `${size}: ${percentile(dispatch[index]!, q).toFixed(3)} ms`).join(', '),
    });
  }
  const ours350 = dispatch[sizes.indexOf(peerSize)]!;
  recordFigure({
    figure: `size series: keystroke p95 at ${peerSize} fields, ours / react-hook-form's`,
    value: percentile(ours350, 0.95) / percentile(peerDispatch, 0.95),
    unit: 'ratio',
    budget: { op: '<=', value: 0.8 },
    note:
      `ours ${percentile(ours350, 0.95).toFixed(3)} ms (median ${median(ours350).toFixed(3)}), ` +
      `react-hook-form ${percentile(peerDispatch, 0.95).toFixed(3)} ms (median ${median(peerDispatch).toFixed(3)})`,
  });
  if (readFigures(currentBenchName()).some((figure) => figure.met === false)) process.exitCode = 1;
} finally {
  await browser.close();
  await peerServer.stop();
  await Promise.all(apps.map((app) => app.stop()));
  rmSync(peerDir, { recursive: true, force: true });
  for (const sized of tenants) rmSync(sized.tenantsDir, { recursive: true, force: true });
}
