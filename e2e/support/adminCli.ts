import { execFile } from 'node:child_process';
import { inject } from 'vitest';
import { compiledProgramArgs } from '../../scripts/test/compiledPrograms.ts';
import { repoRoot } from './appProcess.ts';

/**
 * Runs an admin CLI as an operator runs it beside the e2e server: the compiled
 * program of this test run (`node packages/server/dist/<program>.js`, what
 * `npm run build` gives production; the npm scripts run the same code from the
 * sources through tsx, which the server tests cover) with `env` over this
 * process's environment. Resolves with what it printed on stdout.
 */
export function runAdminCli(program: string, args: readonly string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...compiledProgramArgs(inject('compiledProgramsDir'), program), ...args],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${program} failed: ${error.message}\n${stdout}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}
