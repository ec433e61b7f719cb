/**
 * The real server serving the production build, started as production starts
 * it: the compiled server (`npm run build`'s, compiled here once per bench
 * process) with the environment `npm run serve` gives it. For the benchmarks
 * that load pages in Chromium.
 */
import { compileServer, serverDistDir } from '../../scripts/build/compileServerBundle.ts';
import { serveEnvironment } from '../../scripts/build/serveCommand.ts';
import { type AppProcess, startAppProcess } from '../../e2e/support/appProcess.ts';

let compiled: Promise<unknown> | undefined;

export async function startProductionApp(): Promise<AppProcess> {
  compiled ??= compileServer();
  await compiled;
  return startAppProcess({ programsDir: serverDistDir, env: { ...serveEnvironment } });
}
