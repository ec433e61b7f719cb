/**
 * The first view of a page in Chromium, as bench/formPage measures it: from
 * navigation start to the expected questions painted (the page probe's
 * `waitPainted`), with the timings of every request of the load, in a fresh
 * context per run (nothing cached) or in one page (assets cached).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  type InteractiveResult,
  type PaintedFrame,
  pageProbeScript,
  paintedAt,
  paintWatchScript,
} from './pageProbe.ts';
import { median, percentile } from './percentile.ts';

function waitPainted(page: Page, expected: string[]): Promise<PaintedFrame> {
  return page.evaluate((keys) => window.__formPageProbe.waitPainted(keys), expected);
}

/** Quiet main thread (no long task) this long after the form is complete counts as interactive. */
export const interactiveQuietMs = 300;

/** When every expected question is in the DOM with its inputs enabled and the main thread has gone quiet. */
export function waitInteractive(page: Page, expected: string[], since: number): Promise<InteractiveResult> {
  return page.evaluate(({ keys, from, quiet }) => window.__formPageProbe.waitInteractive(keys, from, quiet), {
    keys: expected,
    from: since,
    quiet: interactiveQuietMs,
  });
}

export interface FirstView {
  painted: number;
  profileStart: number;
  profileEnd: number;
  /** When the entry script's request started (the first script of the page). */
  entryStart: number;
  /** Requests that started after a response they needed had ended: the longest chain of scripts. */
  scriptRequests: number;
  /** Every request of the load with its start, first byte and end (ms from navigation start), in start order. */
  requests: string[];
  /**
   * The main thread until the inputs were painted: its long tasks (start+duration, ms) and React's commits (ms),
   * e.g. "long tasks 254+69 357+159; commits 406 509".
   */
  mainThread: string;
}

/** The pages that watch for their questions from each document's start (an init script is added once per page). */
const watchingPages = new WeakSet<Page>();

/**
 * From navigation start to the expected questions painted, with the profile request's and scripts' timings. The
 * questions are watched for from the document's start: a page the server rendered paints them before its scripts
 * (and the load event) have run.
 */
export async function firstView(page: Page, url: string, expected: string[]): Promise<FirstView> {
  if (!watchingPages.has(page)) {
    await page.addInitScript({ content: paintWatchScript(expected) });
    watchingPages.add(page);
  }
  await page.goto(url, { waitUntil: 'commit' });
  const frame = await waitPainted(page, expected);
  // The long-task entries of the frame's time reach the probe's observer in a later task.
  const longTasks = await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return window.__formPageProbe.longTasks;
  });
  const painted = paintedAt(frame, longTasks);
  const timing = await page.evaluate((paintedAt) => {
    const probe = window.__formPageProbe;
    const tasks = probe.longTasks
      .filter((task) => task.start < paintedAt)
      .map((task) => `${task.start.toFixed(0)}+${(task.end - task.start).toFixed(0)}`);
    const commits = probe.commitTimes.filter((at) => at <= paintedAt).map((at) => at.toFixed(0));
    const mainThread = `long tasks ${tasks.join(' ') || 'none'}; commits ${commits.join(' ') || 'none'}`;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const [document] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const profile = resources.find((entry) => entry.name.includes('/api/profile'));
    const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
    return {
      mainThread,
      profileStart: profile?.startTime ?? -1,
      profileEnd: profile?.responseEnd ?? -1,
      entryStart: scripts.length > 0 ? Math.min(...scripts.map((entry) => entry.startTime)) : -1,
      scriptRequests: scripts.length,
      requests: [...(document ? [document] : []), ...resources.sort((a, b) => a.startTime - b.startTime)].map(
        (entry) =>
          // The document's own line: from navigation start, its request, first byte and end.
          `${new URL(entry.name).pathname} ${(entry === document ? entry.requestStart : entry.startTime).toFixed(0)}-` +
          `${entry.responseStart.toFixed(0)}-${entry.responseEnd.toFixed(0)}`,
      ),
    };
  }, painted);
  return { painted, ...timing };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ColdViewOptions {
  viewport: { width: number; height: number };
  /** The signed-in state to start from (cookies), or none for a visitor. */
  storageState?: StorageState;
  /** Also read the first contentful paint (`contentful`, NaN if the browser reported none within 2 s). */
  contentfulPaint?: boolean;
}

/** One first view in a fresh context (nothing cached), which is closed afterwards. */
export async function coldFirstView(
  browser: Browser,
  url: string,
  expected: string[],
  options: ColdViewOptions,
): Promise<FirstView & { contentful?: number }> {
  const { viewport, storageState, contentfulPaint } = options;
  const context = await browser.newContext({ viewport, ...(storageState ? { storageState } : {}) });
  try {
    await context.addInitScript({ content: pageProbeScript() });
    const page = await context.newPage();
    const view = await firstView(page, url, expected);
    if (!contentfulPaint) return view;
    // The paint entry is queued once the frame is presented, which may come after the probe's answer.
    const contentful = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 2000);
        }),
    );
    return { ...view, contentful };
  } finally {
    await context.close();
  }
}

/** Runs of the first view, each in a fresh context (cold: nothing cached) or in one page (warm). */
export async function firstViews(
  browser: Browser,
  storageState: StorageState | undefined,
  url: string,
  expected: string[],
  options: { cold: boolean; runs: number; viewport: { width: number; height: number } },
): Promise<FirstView[]> {
  const { cold, runs: navigationRuns, viewport } = options;
  const runs: FirstView[] = [];
  const shared = cold ? undefined : await browser.newContext({ viewport, ...(storageState ? { storageState } : {}) });
  const sharedPage = shared ? await shared.newPage() : undefined;
  if (shared) await shared.addInitScript({ content: pageProbeScript() });
  try {
    for (let run = 0; run < navigationRuns + 1; run += 1) {
      const view = sharedPage
        ? await firstView(sharedPage, url, expected)
        : await coldFirstView(browser, url, expected, { viewport, ...(storageState ? { storageState } : {}) });
      // The first run warms the server (and, in one context, fills the cache): not counted.
      if (run > 0) runs.push(view);
    }
  } finally {
    await shared?.close();
  }
  return runs;
}

export function describeViews(label: string, views: FirstView[]): string {
  const profileStarts = views.filter((view) => view.profileStart >= 0);
  const profile =
    profileStarts.length > 0
      ? `; profile request from ${median(profileStarts.map((v) => v.profileStart)).toFixed(0)} to ` +
        `${median(profileStarts.map((v) => v.profileEnd)).toFixed(0)} ms, first script at ` +
        `${median(profileStarts.map((v) => v.entryStart)).toFixed(0)} ms`
      : '';
  return `${label}: inputs painted at ${median(views.map((v) => v.painted)).toFixed(0)} ms median (p95 ${percentile(
    views.map((v) => v.painted),
    0.95,
  ).toFixed(0)})${profile}; ${views[0]?.scriptRequests ?? 0} scripts; the last view's main thread: ${
    views.at(-1)?.mainThread ?? 'none'
  }`;
}
