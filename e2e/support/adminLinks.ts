import { execFile } from 'node:child_process';
import { repoRoot } from './appProcess.ts';

/**
 * Runs the admin link CLIs (`npm run staff-link`, `npm run prefill-link`) against the running e2e server, as an
 * operator would: same DATA_DIR (the CLI reaches the server through its
 * loopback admin endpoint while PGlite is held by the server) and the
 * server's public origin, so the printed link points at it.
 */
export function createStaffLink(dataDir: string, baseUrl: string, email: string): Promise<string> {
  return runLinkCli(dataDir, baseUrl, 'staff-link', email, /https?:\/\/\S+service_token=[\w-]+/);
}

/** `npm run prefill-link -- <answers.json>`: a link that opens the application with these answers. */
export function createPrefillLink(dataDir: string, baseUrl: string, answersFile: string): Promise<string> {
  return runLinkCli(dataDir, baseUrl, 'prefill-link', answersFile, /https?:\/\/\S+[?&]token=[\w-]+/);
}

function runLinkCli(
  dataDir: string,
  baseUrl: string,
  script: string,
  argument: string,
  linkPattern: RegExp,
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', argument],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl, LOG_LEVEL: 'warn' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const link = linkPattern.exec(stdout)?.[0];
        if (error || !link) reject(new Error(`${script} failed: ${error?.message ?? ''}\n${stdout}\n${stderr}`));
        else resolve(link);
      },
    );
  });
}
