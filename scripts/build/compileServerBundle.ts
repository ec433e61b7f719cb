import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const repositoryRoot = resolve(import.meta.dirname, '../..');

/** Where the compiled server goes: `node packages/server/dist/main.js` starts it. */
export const serverDistDir = join(repositoryRoot, 'packages/server/dist');

/**
 * Every program production runs, by output name: the server, the migration
 * step, the entries of the document and tenant check worker threads, and the
 * admin CLIs.
 */
export const compiledEntries: Record<string, string> = {
  main: 'packages/server/src/main.ts',
  migrateMain: 'packages/server/src/migrateMain.ts',
  isolatedWorkerEntry: 'packages/server/src/documents/isolation/isolatedWorkerEntry.ts',
  tenantCheckWorkerEntry: 'packages/server/src/tenant/checkThread/tenantCheckWorkerEntry.ts',
  staffLink: 'scripts/admin/staffLink.ts',
  checklist: 'scripts/admin/checklist.ts',
  prefillLink: 'scripts/admin/prefillLink.ts',
  importLookup: 'scripts/admin/importLookup.ts',
  export: 'scripts/admin/export.ts',
  tenantVersions: 'scripts/admin/tenantVersions.ts',
};

/**
 * Packages imported by another entry than node's default one. The default
 * entry of i18n-iso-countries registers the country names in all of its 78
 * languages; the code registers the one language it reads (English) itself,
 * so the entry without any is enough.
 */
export const externalEntryOverrides: Record<string, string> = {
  'i18n-iso-countries': 'i18n-iso-countries/index.js',
};

/**
 * npm packages stay imports (node_modules is installed beside the output);
 * the workspace's own packages (@admissions/*) are TypeScript and are
 * compiled into the output, and so is JSON imported from a package (node
 * would need an import attribute the sources do not write).
 */
const npmPackagesStayExternal: Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@admissions/') || args.path.endsWith('.json')) return undefined;
      return { path: externalEntryOverrides[args.path] ?? args.path, external: true };
    });
  },
};

/**
 * `import.meta.url` keeps meaning the source file's location, so that paths
 * found relative to it (the repository root, the migrations folder) stay
 * right from the compiled output, which lives elsewhere. The entries keep
 * their own (the CLIs compare it with the script node was given).
 */
function sourceLocationOfImportMeta(outDir: string, entryFiles: Set<string>): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (entryFiles.has(args.path) || !source.includes('import.meta.url')) return undefined;
        const fromOutput = relative(outDir, args.path).split('\\').join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`,
          ),
          loader: 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/** Removes the files directly in `outDir` (an earlier build's output), not the folders in it. */
function removeEarlierOutput(outDir: string): void {
  if (!existsSync(outDir)) return;
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) rmSync(join(outDir, entry.name), { force: true });
  }
}

/**
 * Compiles with esbuild: one ES module per entry, shared code in chunks, all
 * in one folder (every output's `import.meta.url` is then the same folder).
 * Replaces the files an earlier build left and keeps the folders inside
 * `outDir`: a build writes no folder, and test runs compile their own copies
 * into folders of packages/server/dist, which a build beside a running test
 * must not take from under it. `outDir` must be inside the repository: the
 * output imports npm packages from its node_modules.
 */
export async function compileServer(
  outDir: string = serverDistDir,
): Promise<{ outDir: string; files: number; bytes: number; metafile: Metafile }> {
  removeEarlierOutput(outDir);
  const entryPoints = Object.fromEntries(
    Object.entries(compiledEntries).map(([name, file]) => [name, join(repositoryRoot, file)]),
  );
  const result = await build({
    entryPoints,
    outdir: outDir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Stack traces name the server's functions, as under tsx.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    // The output's folder, where the server finds its worker threads' entries (packages/server/src/compiledEntryUrl.ts).
    define: { compiledOutputDir: 'compiledOutputDirUrl' },
    banner: { js: "const compiledOutputDirUrl = new URL('./', import.meta.url);" },
    plugins: [npmPackagesStayExternal, sourceLocationOfImportMeta(outDir, new Set(Object.values(entryPoints)))],
  });
  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
  const bytes = outputs.reduce((sum, file) => sum + statSync(resolve(repositoryRoot, file)).size, 0);
  return { outDir, files: outputs.length, bytes, metafile: result.metafile };
}

/**
 * The npm packages (as imported) that node loads when it starts the output
 * file `output` (e.g. `main.js`): those its static imports reach, through
 * the chunks they import statically. A package only behind `await import()`
 * is not among them: it is loaded when that code runs.
 */
export function packagesLoadedAtStart(metafile: Metafile, outDir: string, output: string): Set<string> {
  const outputs = new Map(
    Object.entries(metafile.outputs).map(([file, meta]) => [resolve(repositoryRoot, file), meta]),
  );
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs.get(file)?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(resolve(repositoryRoot, imported.path));
    }
  };
  visit(resolve(outDir, output));
  return packages;
}
