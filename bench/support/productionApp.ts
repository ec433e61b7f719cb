/**
 * The real server serving the production build, started as production starts
 * it: the compiled server (`npm run build`'s, compiled here once per bench
 * process) with the environment `npm run serve` gives it. For the benchmarks
 * that load pages in Chromium.
 */
import { serverDistDir } from '../../scripts/build/compileServerBundle.ts';
import { serveEnvironment } from '../../scripts/build/serveCommand.ts';
import { type AppProcess, startAppProcess } from '../../e2e/support/appProcess.ts';
import { compileServerOnce } from './benchServer.ts';

/** `env` adds to the serving environment, e.g. `DATABASE_URL` for PostgreSQL instead of the embedded PGlite. */
export async function startProductionApp(
  env: Record<string, string> = {},
  startTimeoutMs?: number,
): Promise<AppProcess> {
  await compileServerOnce();
  return startAppProcess({
    programsDir: serverDistDir,
    env: { ...serveEnvironment, ...env },
    ...(startTimeoutMs ? { startTimeoutMs } : {}),
  });
}
