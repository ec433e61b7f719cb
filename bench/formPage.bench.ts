/**
 * The applicant's experience of the heaviest page, in real Chromium against
 * the real server (compiled, as production runs it) and the production build: /education for a logged-in
 * applicant with every add-another group at its max, every test taken and
 * every conditional field revealed (bench/support/heaviestEducation.ts), and
 * the same page built with react-hook-form (bench/peer), typed into by the
 * same harness in the same run.
 *
 * - Typing: 10 characters into each of 10 text fields spread from top to
 *   bottom, in 3 rounds each after a reload (300 keystrokes; the three pages'
 *   rounds taken in turn, so that a busier stretch of the machine falls on
 *   each of them alike), each key sent
 *   after a requestAnimationFrame plus a delay of 0-15 ms (varied offsets
 *   within the frame). Per keystroke, measured in the page
 *   (bench/support/pageProbe.ts, cross-origin isolated for 5 µs timers): the
 *   JavaScript inside the keystroke's event dispatches (keydown, keypress,
 *   beforeinput, input, keyup: every listener and the microtasks they queue,
 *   not the browser's text insertion), ours, the peer's and that of a bare
 *   React page (bench/reactFloor: inputs whose onChange only stores the text,
 *   the least React spends; info); the synchronous
 *   work from keydown to the end of the input event (browser's insertion
 *   included, info); input to next paint; in a second pass the number of
 *   components that rendered.
 * - First view: navigation start to the page's inputs painted, logged in,
 *   profile request included, 10 runs each in a fresh browser context (nothing
 *   cached) and 10 in one context (assets cached); the peer's cold figure beside it, and the bare React page's
 *   (what a cold view of React alone costs the machine in the same run).
 * - Page switch: the step link from /about to /education until interactive, 10 runs.
 * Budgets: keystroke dispatch JS p95 <= 1 ms and at or under the peer's p95,
 * next paint p95 <= 20 ms, <= 3 components per keystroke, first view median
 * <= 300 ms, page switch median <= 150 ms. docs/performance.md explains each.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { repoRoot } from '../e2e/support/appProcess.ts';
import { isChromiumAvailable, launchChromium } from '../e2e/support/chromium.ts';
import { buildPeer } from './peer/buildPeer.ts';
import { buildPeerShape } from './peer/peerShape.ts';
import { floorFieldKeys } from './reactFloor/floorFields.ts';
import { buildBenchPage } from './support/buildBenchPage.ts';
import { startProfile } from './support/cpuProfile.ts';
import { startProductionApp } from './support/productionApp.ts';
import { currentBenchName, readFigures, recordFigure, recordMedianAndP95, resetFigures } from './support/figures.ts';
import { educationPath, heaviestEducation } from './support/heaviestEducation.ts';
import { setLastPage, setUpHeaviestApplicant, type SignedInState } from './support/heaviestApplicant.ts';
import type { KeystrokeSample } from './support/pageProbe.ts';
import { pageProbeScript } from './support/pageProbe.ts';
import {
  describeViews,
  type FirstView,
  firstView,
  firstViews,
  interactiveQuietMs,
  waitInteractive,
} from './support/firstView.ts';
import { postgresColdViews } from './support/postgresColdViews.ts';
import { median, percentile } from './support/percentile.ts';
import { startStaticServer } from './support/staticServer.ts';
import { buildApp } from '../scripts/build/buildApp.ts';
import {
  charsPerField,
  fieldCount,
  isIsolated,
  isolateContext,
  dispatchTimes,
  pickFields,
  timedTyping,
  describeSpread,
  typeIntoFields,
  typingRounds,
} from './support/typingHarness.ts';

resetFigures();
if (!isChromiumAvailable()) {
  console.log('Chromium not found (apt-get install -y chromium): skipped.');
  process.exit(0);
}
if (process.env.BENCH_SKIP_BUILD !== '1') {
  buildApp(repoRoot);
}

/** FORM_PAGE_NAV_RUNS: fewer navigation runs while iterating on a fix (the budgets are for 10). */
const navigationRuns = Number(process.env.FORM_PAGE_NAV_RUNS ?? 10);
/** FORM_PAGE_PROFILE=<file.cpuprofile>: CPU profiles of the first timed typing round (the peer's in <file>-peer.cpuprofile). */
const profileFile = process.env.FORM_PAGE_PROFILE;
/** FORM_PAGE_FIRST_VIEW_ONLY=1: only the first views (ours cold and warm, the peer's), e.g. while working on loading. */
const firstViewOnly = process.env.FORM_PAGE_FIRST_VIEW_ONLY === '1';
/** FORM_PAGE_FIRST_VIEW_PROFILE=<file.cpuprofile>: a CPU profile of one more cold first view, from navigation start. */
const firstViewProfileFile = process.env.FORM_PAGE_FIRST_VIEW_PROFILE;
/** FORM_PAGE_FIRST_VIEW_TRACE=<file.json>: a Chrome trace of one more cold first view (compile, style, layout, paint). */
const firstViewTraceFile = process.env.FORM_PAGE_FIRST_VIEW_TRACE;
// V8's compile category makes V8 collect source positions while the modules evaluate (about 50 ms more in a traced
// view): FORM_PAGE_TRACE_CATEGORIES=devtools.timeline,v8.execute,blink,loading,toplevel leaves it out.
const traceCategories = (
  process.env.FORM_PAGE_TRACE_CATEGORIES ??
  'devtools.timeline,v8,v8.execute,disabled-by-default-v8.compile,blink,loading'
).split(',');
const viewport = { width: 1280, height: 900 };

const heaviest = heaviestEducation();
const stepLinkName = heaviest.page.navLabel ?? heaviest.page.title;
const peerShape = buildPeerShape();
const peerQuestions = peerShape.sections.flatMap((section) => section.questions.map((question) => question.key));
const peerDir = await buildPeer(peerShape);
const floorDir = await buildBenchPage(`${import.meta.dirname}/reactFloor`);

/** Every question form-core says is visible is on the page (and nothing is left to reveal). */
async function checkHeaviestState(page: Page): Promise<number> {
  const missing = await page.evaluate(
    (keys) => keys.filter((key) => !document.querySelector(`[data-question="${CSS.escape(key)}"]`)),
    heaviest.expectedQuestions,
  );
  if (missing.length > 0) throw new Error(`/education lacks these questions: ${missing.join(', ')}`);
  return page.locator('main input, main select, main textarea, main [role="combobox"]').count();
}

/**
 * A page to type into, in a context of its own that is cross-origin isolated (precise timers) with the probe
 * installed, loaded and interactive. Close it with `page.context().close()`.
 */
async function openTypingPage(url: string, expected: string[], storageState?: SignedInState): Promise<Page> {
  const context = await browser.newContext({ viewport, ...(storageState ? { storageState } : {}) });
  await context.addInitScript({ content: pageProbeScript() });
  await isolateContext(context);
  const page = await context.newPage();
  await page.goto(url);
  await waitInteractive(page, expected, 0);
  if (!(await isIsolated(page))) console.log(`warning: ${url} is not cross-origin isolated (100 µs timers)`);
  return page;
}

const app = await startProductionApp();
const peerServer = await startStaticServer(peerDir);
const floorServer = await startStaticServer(floorDir);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: pageProbeScript() });
  const page = await context.newPage();
  await setUpHeaviestApplicant(page, app.baseUrl, app.dataDir, heaviest);
  await setLastPage(page, educationPath);
  const session = await context.storageState();
  const educationUrl = `${app.baseUrl}${educationPath}`;

  // First view: navigation start to the inputs painted.
  const cold = await firstViews(browser, session, educationUrl, heaviest.expectedQuestions, {
    cold: true,
    runs: navigationRuns,
    viewport,
  });
  const warm = await firstViews(browser, session, educationUrl, heaviest.expectedQuestions, {
    cold: false,
    runs: navigationRuns,
    viewport,
  });
  const peerCold = await firstViews(browser, undefined, peerServer.baseUrl, peerQuestions, {
    cold: true,
    runs: navigationRuns,
    viewport,
  });
  // The host's floor for a cold view in this run: React's own start with 40 inputs and no form code (the page the
  // typing floor uses), from a static server like the peer's.
  const floorCold = await firstViews(browser, undefined, floorServer.baseUrl, floorFieldKeys, {
    cold: true,
    runs: navigationRuns,
    viewport,
  });
  const postgresCold = await postgresColdViews(browser, heaviest, { runs: navigationRuns, viewport });
  console.log(describeViews('first view, nothing cached', cold));
  console.log(describeViews('first view, assets cached', warm));
  console.log(describeViews('peer (react-hook-form) first view, nothing cached', peerCold));
  console.log(describeViews('bare React page first view, nothing cached', floorCold));
  if (postgresCold) console.log(describeViews('first view, nothing cached, server on PostgreSQL', postgresCold));
  if (firstViewProfileFile) {
    const profiled = await browser.newContext({ viewport, storageState: session });
    await profiled.addInitScript({ content: pageProbeScript() });
    const profiledPage = await profiled.newPage();
    const profiler = await startProfile(profiledPage);
    const view = await firstView(profiledPage, educationUrl, heaviest.expectedQuestions);
    await profiler.stop(firstViewProfileFile);
    console.log(`profiled cold first view: inputs painted at ${view.painted.toFixed(0)} ms -> ${firstViewProfileFile}`);
    await profiled.close();
  }
  if (firstViewTraceFile) {
    const traced = await browser.newContext({ viewport, storageState: session });
    await traced.addInitScript({ content: pageProbeScript() });
    const tracedPage = await traced.newPage();
    await browser.startTracing(tracedPage, { path: firstViewTraceFile, categories: traceCategories });
    const view = await firstView(tracedPage, educationUrl, heaviest.expectedQuestions);
    await browser.stopTracing();
    console.log(`traced cold first view: inputs painted at ${view.painted.toFixed(0)} ms -> ${firstViewTraceFile}`);
    await traced.close();
  }
  const lastCold = cold.at(-1);
  if (lastCold) {
    console.log(
      `requests of the last cold first view, start-first byte-end (inputs painted at ${lastCold.painted.toFixed(0)} ms):`,
    );
    for (const request of lastCold.requests) console.log(`  ${request}`);
  }

  const viewNote = (views: FirstView[]) =>
    `${views.length} runs; p95 ${percentile(
      views.map((v) => v.painted),
      0.95,
    ).toFixed(0)} ms; profile request started at ${median(views.map((v) => v.profileStart)).toFixed(0)} ms ` +
    `(first script ${median(views.map((v) => v.entryStart)).toFixed(0)} ms)`;
  recordFigure({
    figure: 'first view of /education, logged in, nothing cached (navigation to inputs painted), median',
    value: median(cold.map((v) => v.painted)),
    unit: 'ms',
    budget: { op: '<=', value: 300 },
    note: viewNote(cold),
  });
  recordFigure({
    figure: 'first view of /education, logged in, assets cached (navigation to inputs painted), median',
    value: median(warm.map((v) => v.painted)),
    unit: 'ms',
    note: viewNote(warm),
  });
  recordFigure({
    figure: 'react-hook-form peer: first view, nothing cached (navigation to inputs painted), median',
    value: median(peerCold.map((v) => v.painted)),
    unit: 'ms',
    note: `${peerCold.length} runs, a static server`,
  });
  if (postgresCold) {
    recordFigure({
      figure: 'first view of /education, logged in, nothing cached, server on PostgreSQL, median',
      value: median(postgresCold.map((v) => v.painted)),
      unit: 'ms',
      note: `${viewNote(postgresCold)}; the same views with the server on a throwaway PostgreSQL (as production runs it)`,
    });
  }
  recordFigure({
    figure: 'bare React page: first view, nothing cached (navigation to inputs painted), median',
    value: median(floorCold.map((v) => v.painted)),
    unit: 'ms',
    note:
      `${floorCold.length} runs, a static server; bench/reactFloor (40 text inputs, no form code): ` +
      'what a cold view of React alone costs this machine in this run',
  });
  // What the first render creates, counted in the committed tree: figures that change only when the page's work
  // does, where the timed first view moves by tens of ms between runs on a shared machine.
  await firstView(page, educationUrl, heaviest.expectedQuestions);
  const tree = await page.evaluate(() => ({
    ...window.__formPageProbe.treeSize(),
    elements: document.querySelectorAll('*').length,
  }));
  recordFigure({
    figure: 'first view of /education: React components (function, class, forwardRef, memo)',
    value: tree.components,
    unit: 'count',
  });
  recordFigure({ figure: 'first view of /education: hooks of those components', value: tree.hooks, unit: 'count' });
  recordFigure({
    figure: 'first view of /education: DOM elements React created',
    value: tree.hostElements,
    unit: 'count',
  });
  const peerContext = await browser.newContext({ viewport });
  await peerContext.addInitScript({ content: pageProbeScript() });
  const peerPage = await peerContext.newPage();
  await firstView(peerPage, peerServer.baseUrl, peerQuestions);
  const peerTree = await peerPage.evaluate(() => window.__formPageProbe.treeSize());
  await peerContext.close();
  console.log(
    `the peer's page: ${peerTree.components} components, ${peerTree.hooks} hooks, ${peerTree.hostElements} elements`,
  );
  console.log(`/education's document holds ${tree.elements} elements in all`);
  if (!firstViewOnly) {
    // Interactive (informative): complete and no long task for 300 ms.
    const initial: number[] = [];
    for (let run = 0; run < navigationRuns + 1; run += 1) {
      await page.goto(educationUrl);
      const result = await waitInteractive(page, heaviest.expectedQuestions, 0);
      if (run > 0) initial.push(result.interactiveAt);
    }
    const inputs = await checkHeaviestState(page);
    console.log(
      `/education: ${heaviest.expectedQuestions.length} questions, ${inputs} inputs, ` +
        `${Object.entries(heaviest.addAnother)
          .map(([id, count]) => `${id} x${count}`)
          .join(', ')}; peer: ${peerQuestions.length} questions, ${peerShape.conditions} conditions, ` +
        `${peerShape.rules} rules`,
    );

    // Typing: ours, the peer's and the bare React page's, each in a cross-origin isolated context (precise timers),
    // their rounds taken in turn (see timedTyping). The peer is typed into at the same field ids as ours; the bare
    // React page at its own ten, spread like ours.
    const ours = await openTypingPage(educationUrl, heaviest.expectedQuestions, session);
    const fields = await pickFields(ours);
    console.log(`typing into ${fields.join(', ')}`);
    const peer = await openTypingPage(peerServer.baseUrl, peerQuestions);
    const peerInputs = await peer.locator('main input, main select, main textarea').count();
    const floor = await openTypingPage(floorServer.baseUrl, floorFieldKeys);
    const [timed, peerTimed, floorTimed] = await timedTyping([
      { page: ours, fields, expected: heaviest.expectedQuestions, profileTo: profileFile },
      {
        page: peer,
        fields,
        expected: peerQuestions,
        profileTo: profileFile ? profileFile.replace(/(\.cpuprofile)?$/, '-peer.cpuprofile') : undefined,
      },
      { page: floor, fields: await pickFields(floor), expected: floorFieldKeys },
    ]);
    if (!timed || !peerTimed || !floorTimed) throw new Error('timedTyping returned fewer lists than pages');
    await peer.context().close();
    await floor.context().close();
    await ours.reload();
    await waitInteractive(ours, heaviest.expectedQuestions, 0);
    const counted = await typeIntoFields(ours, fields, true);
    const eventTimings = await ours.evaluate(() => window.__formPageProbe.eventTimings);
    await ours.context().close();

    // Page switch: /about, then its step link to /education, until interactive (from the click).
    const switches: number[] = [];
    for (let run = 0; run < navigationRuns + 1; run += 1) {
      await setLastPage(page, '/about');
      await page.goto(`${app.baseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('link', { name: stepLinkName })
        .click();
      const clickAt = await page.evaluate(() => window.__formPageProbe.lastClick);
      const result = await waitInteractive(page, heaviest.expectedQuestions, clickAt);
      if (!page.url().endsWith(educationPath)) throw new Error(`the step link went to ${page.url()}`);
      if (run > 0) switches.push(result.interactiveAt - clickAt);
    }

    if (counted.length !== fields.length * charsPerField) throw new Error(`counted ${counted.length} keystrokes`);
    const sync = timed.map((s) => s.syncEnd - s.start);
    const paint = timed.map((s) => s.paint - s.arrival);
    const dispatch = dispatchTimes('ours', timed);
    const peerDispatch = dispatchTimes('react-hook-form', peerTimed);
    const floorDispatch = dispatchTimes('bare React page', floorTimed);
    for (const [label, samples] of [
      ['ours', timed],
      ['react-hook-form', peerTimed],
      ['bare React page', floorTimed],
    ] as const) {
      console.log(describeSpread(label, samples));
    }
    const phase = (pick: (s: KeystrokeSample) => number) => median(timed.map(pick)).toFixed(2);
    console.log(
      `sync JS by phase (medians): keydown ${phase((s) => s.keydownEnd - s.start)} ms, ` +
        `browser to input ${phase((s) => s.inputStart - s.keydownEnd)} ms, ` +
        `input handling and React render/commit ${phase((s) => s.syncEnd - s.inputStart)} ms`,
    );
    const rendered = counted.map((s) => s.rendered);
    fields.forEach((id, i) => {
      const last = counted[(i + 1) * charsPerField - 1]!;
      console.log(`  ${id}: ${last.rendered} components per keystroke (${last.renderedNames.join(', ')})`);
    });
    const slowEvents = new Set(eventTimings.map((entry) => entry.interactionId)).size;

    const note = `${timed.length} keystrokes into ${fieldCount} fields in ${typingRounds} rounds, /education at its heaviest (${inputs} inputs)`;
    const peerNote =
      `react-hook-form ${peerShape.sections.length} sections, ${peerQuestions.length} questions, ${peerInputs} inputs, ` +
      `${peerShape.conditions} conditions, ${peerShape.rules} rules; the same fields and harness in the same run`;
    recordMedianAndP95("typing: JS in a keystroke's event dispatch", dispatch, 'ms', {
      note: `${note}; keydown, keypress, beforeinput, input and keyup: every listener and the microtasks they queue`,
      p95Budget: { op: '<=', value: 1 },
    });
    recordMedianAndP95("typing: react-hook-form peer, JS in a keystroke's event dispatch", peerDispatch, 'ms', {
      note: peerNote,
    });
    recordMedianAndP95("typing: bare React page, JS in a keystroke's event dispatch", floorDispatch, 'ms', {
      note:
        `${floorFieldKeys.length} text inputs keeping their own value, onChange only stores the text ` +
        '(bench/reactFloor): what React and the harness spend with no form code; the same harness in the same run',
    });
    recordFigure({
      figure: "typing: event dispatch JS p95, ours / react-hook-form's",
      value: percentile(dispatch, 0.95) / percentile(peerDispatch, 0.95),
      unit: 'ratio',
      budget: { op: '<=', value: 1 },
      note: `ours ${percentile(dispatch, 0.95).toFixed(3)} ms, peer ${percentile(peerDispatch, 0.95).toFixed(3)} ms`,
    });
    recordMedianAndP95('typing: sync JS per keystroke, with the browser text insertion', sync, 'ms', {
      note: `${note}; keydown to the end of the input event, the browser's insertion between them included (info)`,
    });
    recordMedianAndP95('typing: input to next paint', paint, 'ms', {
      note,
      p95Budget: { op: '<=', value: 20 },
      p95Note: `${note}; Event Timing saw ${slowEvents} keystrokes of 16 ms or more`,
    });
    recordFigure({
      figure: 'typing: components rendered per keystroke, max',
      value: Math.max(...rendered),
      unit: 'count',
      budget: { op: '<=', value: 3 },
      note,
    });
    recordFigure({
      figure: 'typing: components rendered per keystroke, p95',
      value: percentile(rendered, 0.95),
      unit: 'count',
      budget: { op: '<=', value: 3 },
      note,
    });
    recordFigure({
      figure: 'initial render of /education (navigation to interactive), median',
      value: median(initial),
      unit: 'ms',
      note: `${initial.length} runs, assets cached; complete and no long task for ${interactiveQuietMs} ms; p95 ${percentile(
        initial,
        0.95,
      ).toFixed(0)} ms`,
    });
    recordFigure({
      figure: 'page switch /about -> /education (click to interactive), median',
      value: median(switches),
      unit: 'ms',
      budget: { op: '<=', value: 150 },
      note: `${switches.length} runs; p95 ${percentile(switches, 0.95).toFixed(0)} ms`,
    });
  }
  if (readFigures(currentBenchName()).some((figure) => figure.met === false)) process.exitCode = 1;
} finally {
  await browser.close();
  await peerServer.stop();
  await floorServer.stop();
  await app.stop();
  rmSync(peerDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
