import type { TestProject } from 'vitest/node';
import { compileProgramsForTests } from '../../scripts/test/compiledPrograms.ts';
import { requireOrSkip } from '../../scripts/test/requireOrSkip.ts';
import { repoRoot, startAppProcess } from './appProcess.ts';
import { isChromiumAvailable } from './chromium.ts';
import { buildApp } from '../../scripts/build/buildApp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real server for browser tests, or '' when the Chromium leg is skipped. */
    e2eBaseUrl: string;
    e2eDataDir: string;
  }
}

/**
 * Builds the SPA and compiles the server once, starts the real server on PGlite, and hands its URL (and the
 * compiled server, for tests that start their own) to the browser tests.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const available = requireOrSkip(
    'Chromium',
    isChromiumAvailable(),
    'Install it with "apt-get install -y chromium" (Debian), or set CHROMIUM_PATH.',
  );
  if (!available) {
    project.provide('e2eBaseUrl', '');
    project.provide('e2eDataDir', '');
    project.provide('compiledProgramsDir', '');
    return undefined;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    buildApp(repoRoot);
  }
  const programs = await compileProgramsForTests(project.name);
  project.provide('compiledProgramsDir', programs.dir);
  const app = await startAppProcess({ programsDir: programs.dir }).catch((error: unknown) => {
    programs.remove();
    throw error;
  });
  console.log(`[e2e] real server at ${app.baseUrl} (PGlite in ${app.dataDir}), browser: Chromium`);
  project.provide('e2eBaseUrl', app.baseUrl);
  project.provide('e2eDataDir', app.dataDir);
  return async () => {
    await app.stop();
    programs.remove();
  };
}
