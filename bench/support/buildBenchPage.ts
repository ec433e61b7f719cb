/**
 * Builds one of the bench's own pages (bench/peer, bench/reactFloor) with Vite
 * for production into a temp folder, as a separate app: no config file, React
 * and whatever plugins the page needs.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Returns the folder of the built page (index.html and assets/). */
export async function buildBenchPage(root: string, plugins: Plugin[] = []): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  // Vite sets NODE_ENV=production for the build; the bench's own child processes must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [...plugins, react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return outDir;
}
