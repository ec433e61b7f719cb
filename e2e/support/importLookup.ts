import { execFile } from 'node:child_process';
import { repoRoot } from './appProcess.ts';

/**
 * `npm run import-lookup -- <category> <file.csv>` as an operator runs it
 * against a running server (same DATA_DIR: the CLI reaches it through its
 * loopback admin endpoint). Resolves with what the command printed.
 */
export function importLookup(dataDir: string, category: string, csvFile: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'import-lookup', '--', category, csvFile],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`import-lookup failed: ${error.message}\n${stdout}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}
