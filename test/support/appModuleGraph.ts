import { build, type Metafile, type OutputFile } from 'esbuild';
import { repoRoot } from './repositoryTenant.ts';

/** The applicant app bundled from its entry the way a production build splits it (in memory, not minified). */
export interface AppBundle {
  files: OutputFile[];
  metafile: Metafile;
  /** Every output file's text, joined. */
  text: string;
}

/**
 * Bundles packages/app/src/main.tsx with esbuild: the same module graph as
 * the Vite build (workspace packages resolved through node_modules, their
 * `sideEffects: false` honoured, so unused exports fall away), split at
 * every dynamic import. Tests read it to prove what the browser's code holds.
 */
export async function bundleApp(): Promise<AppBundle> {
  const result = await build({
    entryPoints: ['packages/app/src/main.tsx'],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    splitting: true,
    format: 'esm',
    outdir: 'app-graph',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: 'react',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
  });
  return {
    files: result.outputFiles,
    metafile: result.metafile,
    text: result.outputFiles.map((f) => f.text).join('\n'),
  };
}
