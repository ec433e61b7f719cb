import { spawn } from 'node:child_process';
import { repositoryRoot } from '../../../../scripts/test/spawnServer.ts';
import { compiledProgram } from '../helpers/compiledProgram.ts';
import { fixtureTenantsDir } from '../helpers/startTestServer.ts';

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` in the repository root with `env` over this process's
 * environment (without its DATABASE_URL, and on the fixture tenant) and
 * resolves when it exits.
 */
export function runToExit(command: string, args: string[], env: Record<string, string>, timeoutMs = 120_000) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    env: { ...inherited, TENANTS_DIR: fixtureTenantsDir, TENANT: 'mini', LOOKUP_SEED: 'false', STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<Exited>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} did not exit within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The migration step `npm run migrate` runs, compiled, with `env`. */
export const runMigrate = (env: Record<string, string>) =>
  runToExit(process.execPath, compiledProgram('migrateMain'), env);

/** The compiled server (`npm run serve`) with `env`, for starts that are expected to fail. */
export const runServerToExit = (env: Record<string, string>) =>
  runToExit(process.execPath, compiledProgram('main'), { PORT: '0', ...env });
