/**
 * The most the browser can do with the heaviest /education's own HTML and CSS:
 * `npx tsx bench/plainHtmlFirstView.ts [views]` asks the production server for the page as it sends it to a
 * signed-in applicant (rendered on the server, its stylesheets in the page), takes the scripts and preloads out,
 * and serves that document from memory, brotli-compressed, from a server in this process that answers at once.
 * It times cold views of that plain page beside cold views of the app itself, alternately, the way `formPage`
 * times them (navigation start to the expected questions painted, and first contentful paint).
 *
 * The plain page is the floor of the app's first view on this machine: the app's own document also waits for the
 * server's reads and render, and its scripts share the renderer's thread with the parser.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { coldFirstView } from './support/firstView.ts';
import { heaviestApplicantSession, type SignedInState } from './support/heaviestApplicant.ts';
import { educationPath, heaviestEducation } from './support/heaviestEducation.ts';
import { median } from './support/percentile.ts';
import { startProductionApp } from './support/productionApp.ts';

const views = Number(process.argv[2] ?? 12);
const viewport = { width: 1280, height: 900 };
const heaviest = heaviestEducation();

/**
 * The document without anything that would run or fetch code, and with a base URL so that its images and links
 * still come from the app.
 */
function plainDocument(html: string, appUrl: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '')
    .replace(/<head>/, `<head><base href="${appUrl}/">`);
}

/** The least a page with a question can be: one labelled input, no stylesheet. */
const oneInputPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One input</title></head><body>' +
  '<div data-question="only"><label for="only">Name</label> <input id="only"></div></body></html>';

/** Serves `pages` (path to document) from memory, brotli-compressed as the app sends its documents. */
async function servePlain(pages: Record<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const bodies = new Map(Object.entries(pages).map(([path, html]) => [path, brotliCompressSync(Buffer.from(html))]));
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'no-store',
      'Content-Length': body.length,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function coldView(browser: Browser, url: string, state?: SignedInState, expected = heaviest.expectedQuestions) {
  const { painted, contentful } = await coldFirstView(browser, url, expected, {
    viewport,
    contentfulPaint: true,
    ...(state ? { storageState: state } : {}),
  });
  return { painted, contentful: contentful ?? Number.NaN };
}

const app = await startProductionApp();
const browser = await launchChromium();
let plainServer: Awaited<ReturnType<typeof servePlain>> | undefined;
try {
  const state = await heaviestApplicantSession(browser, app, heaviest, viewport);
  const context = await browser.newContext({ viewport, storageState: state });
  const response = await context.request.get(`${app.baseUrl}${educationPath}`);
  const rendered = await response.text();
  await context.close();
  if (!response.ok() || !rendered.includes('data-server-rendered')) {
    throw new Error(`the server did not render ${educationPath} (status ${response.status()}): build the app first`);
  }
  const plain = plainDocument(rendered, app.baseUrl);
  plainServer = await servePlain({ '/plain-education': plain, '/one-input': oneInputPage });
  console.log(
    `the server's document: ${(rendered.length / 1024).toFixed(0)} KB; without scripts: ` +
      `${(plain.length / 1024).toFixed(0)} KB`,
  );

  const subjects = {
    oneInput: () => coldView(browser, `${plainServer?.url}/one-input`, undefined, ['only']),
    plain: () => coldView(browser, `${plainServer?.url}/plain-education`),
    app: () => coldView(browser, `${app.baseUrl}${educationPath}`, state),
  };
  const times = Object.fromEntries(
    Object.keys(subjects).map((name) => [name, { painted: [] as number[], contentful: [] as number[] }]),
  ) as Record<keyof typeof subjects, { painted: number[]; contentful: number[] }>;
  for (let view = -1; view < views; view += 1) {
    // The order turns each time, so that no page always follows the same one's browser work.
    const names = Object.keys(subjects) as (keyof typeof subjects)[];
    const turn = ((view % names.length) + names.length) % names.length;
    for (const name of [...names.slice(turn), ...names.slice(0, turn)]) {
      const result = await subjects[name]();
      // The first round warms the server and the browser up.
      if (view < 0) continue;
      times[name].painted.push(result.painted);
      times[name].contentful.push(result.contentful);
    }
  }
  const line = (label: string, { painted, contentful }: { painted: number[]; contentful: number[] }) =>
    `${label}: inputs painted at ${median(painted).toFixed(0)} ms median, first contentful paint ` +
    `${median(contentful.filter(Number.isFinite)).toFixed(0)} ms [${painted.map((at) => at.toFixed(0)).join(' ')}]`;
  console.log(`cold first views, ${views} each, in turn:`);
  console.log(`  ${line('a page of one input, served at once', times.oneInput)}`);
  console.log(`  ${line("/education: the server's document without scripts, served at once", times.plain)}`);
  console.log(`  ${line('/education: the app (rendered by its server, then hydrated)', times.app)}`);
} finally {
  await browser.close();
  await plainServer?.close();
  await app.stop();
}
