import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compiledProgramArgs } from '../../scripts/test/compiledPrograms.ts';
import { spawnServer } from '../../scripts/test/spawnServer.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface AppProcess {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** Output the server printed so far (for diagnostics). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface AppProcessOptions {
  /**
   * Folder of the server compiled for this test run (global setup; tests read it with
   * inject('compiledProgramsDir')); without it the server runs from source through tsx.
   */
  programsDir?: string;
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** How long the start may take (default 120 s). */
  startTimeoutMs?: number;
}

/** Starts the real server (compiled, as `npm start` runs it, or from source) as a child process serving the built SPA. */
export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const server = await spawnServer(
    {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    // A first start on a loaded machine (PGlite initdb, the bundled colleges loaded) can take over a minute.
    options.startTimeoutMs ?? 120_000,
    options.programsDir ? compiledProgramArgs(options.programsDir, 'main') : undefined,
  );
  return { ...server, dataDir };
}
