import { execFile } from 'node:child_process';
import { repoRoot } from './appProcess.ts';

/**
 * Runs `npm run staff-link -- <email>` against the running e2e server, as an
 * operator would: same DATA_DIR (the CLI reaches the server through its
 * loopback admin endpoint while PGlite is held by the server) and the
 * server's public origin, so the printed link points at it.
 */
export function createStaffLink(dataDir: string, baseUrl: string, email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'staff-link', '--', email],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: baseUrl, LOG_LEVEL: 'warn' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const link = /https?:\/\/\S+service_token=[\w-]+/.exec(stdout)?.[0];
        if (error || !link) reject(new Error(`staff-link failed: ${error?.message ?? ''}\n${stdout}\n${stderr}`));
        else resolve(link);
      },
    );
  });
}
