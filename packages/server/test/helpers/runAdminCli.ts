import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../../src/config.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `scripts/admin/<script>` as `npm run ...` would (tsx, from the repository root) with the server's environment. */
export function runAdminCli(
  server: { dataDir: string; config: Pick<ServerConfig, 'tenantsDir' | 'tenant' | 'publicOrigin' | 'databaseUrl'> },
  script: 'staffLink.ts' | 'prefillLink.ts' | 'importLookup.ts' | 'export.ts',
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      `${repositoryRoot}node_modules/.bin/tsx`,
      [`scripts/admin/${script}`, ...args],
      {
        cwd: repositoryRoot,
        env: {
          ...inherited,
          DATA_DIR: server.dataDir,
          TENANTS_DIR: server.config.tenantsDir,
          TENANT: server.config.tenant,
          // The operator runs the CLIs with the server's environment.
          PUBLIC_BASE_URL: server.config.publicOrigin,
          LOG_LEVEL: 'warn',
          ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
