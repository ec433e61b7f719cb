/**
 * The most server-side rendering could give the cold first view:
 * `npx tsx bench/plainHtmlFirstView.ts [views]` renders the heaviest /education in Chromium, keeps its HTML with
 * the scripts and preloads taken out, serves that as a static file of a copy of the build (its stylesheets are the
 * build's) from the compiled server, and times cold views of it beside cold views of the app itself, the way
 * `formPage` times them (navigation start to the expected questions painted, and first contentful paint).
 *
 * Plain HTML is the ceiling: a server-rendered page would also wait for the server's render and its data queries
 * before its first byte. Both are timed in the same run, alternately, so the machine's load hits both alike.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot, startAppProcess } from '../e2e/support/appProcess.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { serverDistDir } from '../scripts/build/compileServerBundle.ts';
import { serveEnvironment } from '../scripts/build/serveCommand.ts';
import { compileServerOnce } from './support/benchServer.ts';
import { coldFirstView, firstView } from './support/firstView.ts';
import { heaviestApplicantSession, type SignedInState } from './support/heaviestApplicant.ts';
import { educationPath, heaviestEducation } from './support/heaviestEducation.ts';
import { pageProbeScript } from './support/pageProbe.ts';
import { median } from './support/percentile.ts';

const views = Number(process.argv[2] ?? 12);
const viewport = { width: 1280, height: 900 };
const plainPath = '/plain-education.html';
const heaviest = heaviestEducation();

/** The rendered page without anything that would run or fetch code: what the browser shows from HTML and CSS. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '');
}

async function coldView(browser: Browser, url: string, state?: SignedInState) {
  const { painted, contentful } = await coldFirstView(browser, url, heaviest.expectedQuestions, {
    viewport,
    contentfulPaint: true,
    ...(state ? { storageState: state } : {}),
  });
  return { painted, contentful: contentful ?? Number.NaN };
}

const build = mkdtempSync(join(tmpdir(), 'plain-html-'));
cpSync(join(repoRoot, 'packages/app/dist'), build, { recursive: true });
await compileServerOnce();
const start = () => startAppProcess({ programsDir: serverDistDir, env: { ...serveEnvironment, STATIC_DIR: build } });
let app = await start();
const browser = await launchChromium();
try {
  // The page as the app renders it, written into the build before the server that serves it starts (the server
  // lists the build's files at start).
  const state = await heaviestApplicantSession(browser, app, heaviest, viewport);
  const context = await browser.newContext({ viewport, storageState: state });
  await context.addInitScript({ content: pageProbeScript() });
  const page = await context.newPage();
  await firstView(page, `${app.baseUrl}${educationPath}`, heaviest.expectedQuestions);
  const html = withoutScripts(await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`));
  await context.close();
  await app.stop();
  writeFileSync(join(build, plainPath.slice(1)), html);
  app = await start();
  const appState = await heaviestApplicantSession(browser, app, heaviest, viewport);

  const plain = { painted: [] as number[], contentful: [] as number[] };
  const live = { painted: [] as number[], contentful: [] as number[] };
  for (let view = -1; view < views; view += 1) {
    const plainView = await coldView(browser, `${app.baseUrl}${plainPath}`);
    const appView = await coldView(browser, `${app.baseUrl}${educationPath}`, appState);
    // The first pair warms the server and the browser up.
    if (view < 0) continue;
    plain.painted.push(plainView.painted);
    plain.contentful.push(plainView.contentful);
    live.painted.push(appView.painted);
    live.contentful.push(appView.contentful);
  }
  const line = (label: string, times: typeof plain) =>
    `${label}: inputs painted at ${median(times.painted).toFixed(0)} ms median, first contentful paint ` +
    `${median(times.contentful.filter(Number.isFinite)).toFixed(0)} ms`;
  console.log(`cold first view of /education, ${views} views each, alternating:`);
  console.log(`  ${line('the page as plain HTML (no script)', plain)}`);
  console.log(`  ${line('the app', live)}`);
} finally {
  await browser.close();
  await app.stop();
  rmSync(build, { recursive: true, force: true });
}
