import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
}

/** Starts the real server (`npm run serve` equivalent) as a child process serving the built SPA. */
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
    60_000,
  );
  return { ...server, dataDir };
}
