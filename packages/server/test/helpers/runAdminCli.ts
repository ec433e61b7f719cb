import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../../src/config.ts';
import { type CompiledProgram, compiledProgram } from './compiledProgram.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export type AdminCliScript =
  'staffLink.ts' | 'prefillLink.ts' | 'importLookup.ts' | 'export.ts' | 'tenantVersions.ts' | 'checklist.ts';

const compiledCli: Record<AdminCliScript, CompiledProgram> = {
  'staffLink.ts': 'staffLink',
  'prefillLink.ts': 'prefillLink',
  'importLookup.ts': 'importLookup',
  'export.ts': 'export',
  'tenantVersions.ts': 'tenantVersions',
  'checklist.ts': 'checklist',
};

/**
 * How the CLI is started: `compiled` runs this test run's compiled output with
 * plain node (the same source, without a tsx compile at every start); `tsx`
 * runs `scripts/admin/<script>` from source as its `npm run` script does.
 */
export type AdminCliRunner = 'compiled' | 'tsx';

/** Runs an admin CLI from the repository root with the server's environment. */
export function runAdminCli(
  server: { dataDir: string; config: Pick<ServerConfig, 'tenantsDir' | 'tenant' | 'publicOrigin' | 'databaseUrl'> },
  script: AdminCliScript,
  args: string[],
  env: Record<string, string> = {},
  runner: AdminCliRunner = 'compiled',
): Promise<CliResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const [command, programArgs] =
    runner === 'tsx'
      ? [`${repositoryRoot}node_modules/.bin/tsx`, [`scripts/admin/${script}`]]
      : [process.execPath, compiledProgram(compiledCli[script])];
  return new Promise((resolve) => {
    execFile(
      command,
      [...programArgs, ...args],
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
