import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { conflictDialogTitle } from '../packages/app/src/flow/conflictDialogTitle.ts';
import { inactivityLogoutLock } from '../packages/app/src/inactivity/inactivityLogoutLock.ts';
import { prefillNoticeTexts } from '../packages/app/src/prefill/prefillNoticeTexts.ts';
import { fileUploadTexts } from '../packages/form-react/src/widgets/fileUpload/fileUploadTexts.ts';
import { schoolSearchTexts } from '../packages/form-react/src/widgets/schoolSearch/schoolSearchTexts.ts';
import { repoRoot } from './support/appProcess.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';

// The global setup of this leg has just built the app.
const assetsDir = join(repoRoot, 'packages/app/dist/assets');

/** The script URLs a page loads at once: the entry, its modulepreloads (the app's and the tenant module). */
const firstLoadScripts = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]!);

/** Asset chunks and the chunks they import statically (`import … from "./x.js"`, not `import("./x.js")`). */
function staticClosure(names: string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string): void => {
    if (found.has(name)) return;
    found.add(name);
    const source = readFileSync(join(assetsDir, name), 'utf8');
    for (const match of source.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g))
      visit(match[1]!);
  };
  for (const name of names) visit(name);
  return [...found];
}

describe.skipIf(skipBrowserLeg)('the production bundle', () => {
  const scripts = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, source: readFileSync(join(assetsDir, name), 'utf8') }));

  it('holds no tenant: the server delivers the one it runs', () => {
    for (const { name, source } of scripts) {
      expect(source, name).not.toMatch(/nsu-international|demo-college|Norview|NSU International/);
    }
    const html = readFileSync(join(repoRoot, 'packages/app/dist/index.html'), 'utf8');
    expect(html).toContain('<!--tenant-head-->');
    expect(html).not.toMatch(/<title>/);
  });

  it('ships no ajv compiler and no eval (CSP without unsafe-eval), the served validator module neither', async () => {
    for (const { name, source } of scripts) {
      expect(source, name).not.toMatch(/new Function\(|\beval\(/);
      expect(source, name).not.toContain('strictSchema');
    }
    const html = await (await fetch(`${e2eBaseUrl}/about`)).text();
    const tenantUrl = /href="([^"]+)" data-tenant-module/.exec(html)![1]!;
    const tenantModule = await (await fetch(`${e2eBaseUrl}${tenantUrl}`)).text();
    const validatorUrl = /"validatorUrl":"([^"]+)"/.exec(tenantModule)![1]!;
    const validator = await (await fetch(`${e2eBaseUrl}${validatorUrl}`)).text();
    expect(validator).toContain('errorMessage');
    expect(validator).not.toMatch(/new Function\(|\beval\(|^\s*import\s/m);
  });

  it("keeps the tenant's validator out of the first load: it and its runtime load when the app first validates", async () => {
    const html = await (await fetch(`${e2eBaseUrl}/about`)).text();
    const firstLoad = firstLoadScripts(html);
    expect(firstLoad.some((url) => url.startsWith('/tenant/'))).toBe(true);
    expect(firstLoad.some((url) => url.startsWith('/assets/'))).toBe(true);
    // ajv-formats' checks are only in the validator's runtime chunk.
    const runtimeChunks = scripts.filter(({ source }) => source.includes('fullFormats'));
    expect(runtimeChunks.map(({ name }) => name)).toHaveLength(1);
    for (const url of firstLoad) expect(url).not.toContain(runtimeChunks[0]!.name);
    expect(firstLoad.some((url) => url.includes('/validator-'))).toBe(false);
  });

  // Texts only the code that loads later holds: React Query, the focus trap, the signed-in parts (the inactivity
  // timer's Web Lock, the save-conflict dialog), the school search and file upload widgets, the validation
  // summary's box (only a signed-in applicant validates), the prefill notice's box (only one is offered answers).
  const laterCode = [
    'No QueryClient set',
    'Your focus-trap',
    inactivityLogoutLock,
    conflictDialogTitle,
    schoolSearchTexts.notListed,
    fileUploadTexts.inProgress,
    'The missing or incorrect items are highlighted on each page',
    prefillNoticeTexts.title,
  ];

  it("loads the first page's code as one chunk (and rolldown's runtime), without the code its page does not show", async () => {
    const html = await (await fetch(`${e2eBaseUrl}/about`)).text();
    const firstLoad = firstLoadScripts(html)
      .filter((url) => url.startsWith('/assets/'))
      .map((url) => url.slice('/assets/'.length));
    const closure = staticClosure(firstLoad);
    expect(closure.length).toBeLessThanOrEqual(2);
    const sources = closure.map((name) => readFileSync(join(assetsDir, name), 'utf8'));
    // The form page is in it: its component, not a lazy import of it.
    expect(sources.some((source) => source.includes('Step ${'))).toBe(true);
    for (const source of sources) for (const text of laterCode) expect(source, text).not.toContain(text);
    // They are there for the pages and dialogs that load them.
    for (const text of laterCode) {
      expect(
        scripts.some(({ source }) => source.includes(text)),
        text,
      ).toBe(true);
    }
  });

  it("preloads, in a signed-in applicant's page, the code and stylesheets its pages load on demand", () => {
    const html = readFileSync(join(repoRoot, 'packages/app/dist/index.html'), 'utf8');
    const comment = /<!--applicant-preload([\s\S]*?)-->/.exec(html)?.[1] ?? '';
    const preloaded = [...comment.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+\.js)">/g)].map(
      (match) => match[1]!,
    );
    // The modules the preloaded chunks hold, by their source maps.
    const modules = preloaded.flatMap(
      (chunk) => (JSON.parse(readFileSync(join(assetsDir, `${chunk}.map`), 'utf8')) as { sources: string[] }).sources,
    );
    const lazilyLoaded = [
      '/form/ApplicantLayout.tsx',
      '/widgets/schoolSearch/SchoolSearchWidget.tsx',
      '/widgets/fileUpload/FileUploadWidget.tsx',
      '/widgets/TextareaWidget.tsx',
      '/renderer/TabGroupRenderer.tsx',
      '/renderer/AddAnotherRenderer.tsx',
      '/layout/ValidationSummaryBox.tsx',
      '/prefill/PrefillNoticeBox.tsx',
      '/documents/createDocumentPipeline.ts',
    ];
    for (const module of lazilyLoaded)
      expect(
        modules.some((source) => source.endsWith(module)),
        module,
      ).toBe(true);
    // They come as a few chunks, not one request each.
    expect(preloaded.length).toBeLessThanOrEqual(8);
    // A chunk that imports a stylesheet waits for it: fetched alongside, not after the chunk ran.
    const assets = readdirSync(assetsDir);
    const stylesheets = preloaded.flatMap((chunk) => {
      const name = chunk.replace(/-[\w-]{8}\.js$/, '');
      return assets.filter((file) => file.startsWith(`${name}-`) && file.endsWith('.css'));
    });
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const stylesheet of stylesheets)
      expect(comment).toContain(`<link rel="preload" as="style" crossorigin href="/assets/${stylesheet}">`);
  });

  it('stays small enough for a phone on a slow network', () => {
    const gzipped = scripts.reduce((total, { source }) => total + gzipSync(source).length, 0);
    console.log(`[bundle] ${scripts.length} scripts, ${(gzipped / 1024).toFixed(0)} KiB gzipped in all`);
    // Everything, lazily loaded routes and the validator runtime included (the tenant's modules are not in the build).
    expect(gzipped).toBeLessThan(300 * 1024);
  });
});
