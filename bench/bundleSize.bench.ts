/**
 * How much JavaScript the applicant downloads: gzip (level 9) size of the JS
 * the first route `/about` needs before it can show, and of the whole app.
 *
 * The first route's files are what real Chromium requests while loading
 * `/about` from the real server (a visitor, until the page's heading and form
 * show and the network is idle): the entry chunk, its static imports
 * (modulepreload) and the lazy chunks the route loads (page component,
 * widgets). The Vite manifest's view (entry + static imports + the FormPage
 * route chunk and its imports) is printed beside it; the browser's list is the
 * truth. Budget: first route <= 120 KB gzip. The tenant module
 * (`/tenant/<name>/tenant-<hash>.js`) is not in the build: the server
 * generates it at start, and it is measured as the server sends it.
 *
 * The server sends the build's brotli / gzip copies (written by `npm run
 * build`) and the tenant modules compressed at its start. Two more figures
 * come from Chromium itself, loading `/about` as a visitor with an empty
 * cache: the bytes on the wire with br accepted (every request: the page, its
 * scripts, the tenant module, the API calls), and the time from navigation
 * start to the first form field on emulated Fast 3G (1.6 Mbps down, 750 Kbps
 * up, 150 ms round trip; median of 5, budget 1.5 s).
 * KB here is 1024 bytes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../e2e/support/appProcess.ts';
import { isChromiumAvailable, launchChromium } from '../e2e/support/chromium.ts';
import { recordFigure, resetFigures } from './support/figures.ts';
import { fast3G, type FirstLoad, measureFirstLoad } from './support/firstLoadOnNetwork.ts';
import { median } from './support/percentile.ts';
import { startProductionApp } from './support/productionApp.ts';
import { bytesPerSourceOfFile, unmappedSource } from './support/sourceMapSizes.ts';
import { buildApp } from '../scripts/build/buildApp.ts';

const firstRoute = '/about';
const budgetKB = 120;
const distDir = join(repoRoot, 'packages/app/dist');
const manifestFile = join(distDir, '.vite/manifest.json');

resetFigures();
if (process.env.BENCH_SKIP_BUILD !== '1') {
  buildApp(repoRoot, ['--manifest']);
}

const kb = (bytes: number): number => bytes / 1024;
/** Files the server generates (the tenant's modules), as it sent them; every other file is in the build. */
const served = new Map<string, Buffer>();
const isServedByTenant = (file: string): boolean => file.startsWith('tenant/');
const bytesOf = (file: string): Buffer => served.get(file) ?? readFileSync(join(distDir, file));
const gzipOf = (file: string): number => gzipSync(bytesOf(file), { level: 9 }).length;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
// A dist built elsewhere (e.g. by the e2e setup) has no manifest: then only the browser's list counts.
const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
  : {};

/** A manifest chunk and everything it imports statically, as asset file names. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) console.log(`No Vite manifest at ${manifestFile} (built without --manifest): the browser's list only.`);
const fromManifest = entryKey ? staticClosure(entryKey) : new Set<string>();
for (const key of Object.keys(manifest)) {
  if (key.endsWith('src/form/FormPage.tsx')) staticClosure(key, fromManifest);
}

let wire: FirstLoad | undefined;
const slowLoads: FirstLoad[] = [];

/** The JS and CSS files Chromium requests while loading the first route from the real server. */
async function filesTheBrowserLoads(): Promise<string[]> {
  const app = await startProductionApp();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const files: string[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') files.push(new URL(request.url()).pathname.replace(/^\//, ''));
    });
    await page.goto(`${app.baseUrl}${firstRoute}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('main input, main select, main [role="combobox"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const unique = [...new Set(files)];
    for (const file of unique.filter(isServedByTenant)) {
      served.set(file, Buffer.from(await (await fetch(`${app.baseUrl}/${file}`)).arrayBuffer()));
    }
    await page.close();
    // Chromium offers gzip, deflate, br and zstd; the server answers with br.
    wire = await measureFirstLoad(browser, `${app.baseUrl}${firstRoute}`);
    for (let run = 0; run < 5; run++) {
      slowLoads.push(await measureFirstLoad(browser, `${app.baseUrl}${firstRoute}`, { network: fast3G }));
    }
    return unique;
  } finally {
    await browser.close();
    await app.stop();
  }
}

const browserFiles = isChromiumAvailable() ? await filesTheBrowserLoads() : undefined;
if (!browserFiles) console.log('Chromium not found (apt-get install -y chromium): first route from the manifest only.');
const firstRouteFiles = browserFiles ?? [...fromManifest];
if (firstRouteFiles.length === 0)
  throw new Error('Neither Chromium nor a Vite manifest: nothing tells which files the first route loads.');
const onlyBrowser = firstRouteFiles.filter((file) => !fromManifest.has(file));
const onlyManifest = [...fromManifest].filter((file) => !firstRouteFiles.includes(file));
if (entryKey && (onlyBrowser.length > 0 || onlyManifest.length > 0)) {
  console.log(
    `Manifest and browser differ (the browser counts): browser only [${onlyBrowser.join(', ')}], manifest only [${onlyManifest.join(', ')}]`,
  );
}

const firstRouteGzip = firstRouteFiles.reduce((sum, file) => sum + gzipOf(file), 0);
const firstRouteJs = firstRouteFiles.filter((file) => file.endsWith('.js'));
const firstRouteCss = firstRouteFiles.filter((file) => file.endsWith('.css'));
console.log(`First route ${firstRoute}: ${firstRouteFiles.length} files`);
for (const file of firstRouteFiles)
  console.log(`  ${file.padEnd(48)} ${kb(gzipOf(file)).toFixed(1).padStart(7)} KB gzip`);

const assets = readdirSync(join(distDir, 'assets')).map((name) => `assets/${name}`);
const allJs = assets.filter((file) => file.endsWith('.js'));
const allCss = assets.filter((file) => file.endsWith('.css'));
const sumGzip = (files: string[]): number => files.reduce((sum, file) => sum + gzipOf(file), 0);

recordFigure({
  figure: `bundle: first route ${firstRoute} JS${firstRouteCss.length ? '+CSS' : ''} (gzip -9)`,
  value: kb(firstRouteGzip),
  unit: 'KB',
  budget: { op: '<=', value: budgetKB },
  note: `${firstRouteJs.length} JS files${browserFiles ? ' requested by Chromium' : ' from the Vite manifest'}: ${firstRouteFiles.join(', ')}`,
});
recordFigure({
  figure: `bundle: first route ${firstRoute} JS uncompressed (as the server sends it)`,
  value: kb(firstRouteFiles.reduce((sum, file) => sum + bytesOf(file).length, 0)),
  unit: 'KB',
});
if (wire) {
  console.log(`Bytes on the wire for ${firstRoute} (Accept-Encoding: ${wire.acceptEncoding}):`);
  for (const response of wire.responses)
    console.log(
      `  ${response.path.padEnd(56)} ${kb(response.wireBytes).toFixed(1).padStart(7)} KB ${response.encoding}`,
    );
  recordFigure({
    figure: `first load ${firstRoute}: bytes on the wire with br (every request)`,
    value: kb(wire.wireBytes),
    unit: 'KB',
    note: `${wire.responses.length} requests; ${wire.responses.filter((r) => r.encoding === 'br').length} sent as br`,
  });
}
if (slowLoads.length > 0) {
  const times = slowLoads.map((load) => load.firstFieldMs).sort((a, b) => a - b);
  recordFigure({
    figure: `first load ${firstRoute}: navigation to first field on ${fast3G.name}, median`,
    value: median(times),
    unit: 'ms',
    budget: { op: '<=', value: 1500 },
    note: `${times.length} loads, empty cache: ${times.map((t) => t.toFixed(0)).join(', ')} ms; ${kb(slowLoads[0]!.wireBytes).toFixed(0)} KB on the wire`,
  });
}
recordFigure({
  figure: 'bundle: whole app JS (gzip -9, every chunk)',
  value: kb(sumGzip(allJs)),
  unit: 'KB',
  note: `${allJs.length} chunks`,
});
if (allCss.length > 0)
  recordFigure({ figure: 'bundle: whole app CSS (gzip -9)', value: kb(sumGzip(allCss)), unit: 'KB' });

/** A readable module name: the npm package, or the folder inside the repository. */
function moduleName(source: string): string {
  if (source === unmappedSource) return source;
  const path = source.replace(/^(\.\.\/)+/, '');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = path.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
  }
  return `${dirname(relative(repoRoot, join(distDir, 'assets', source)))}/`;
}

// Each chunk's gzip size is shared among its modules in proportion to their minified bytes.
const modules = new Map<string, number>();
for (const file of firstRouteJs) {
  if (isServedByTenant(file)) {
    modules.set('tenant module (generated by the server)', gzipOf(file));
    continue;
  }
  const path = join(distDir, file);
  const perSource = bytesPerSourceOfFile(path, `${file} (no source map)`);
  const total = [...perSource.values()].reduce((sum, bytes) => sum + bytes, 0);
  const gzip = gzipOf(file);
  for (const [source, bytes] of perSource) {
    const name = moduleName(source);
    modules.set(name, (modules.get(name) ?? 0) + (bytes / total) * gzip);
  }
}
const largest = [...modules].sort((a, b) => b[1] - a[1]).slice(0, 12);
for (const [name, gzip] of largest) {
  recordFigure({ figure: `bundle: first route, largest: ${name}`, value: kb(gzip), unit: 'KB', note: 'gzip share' });
}
