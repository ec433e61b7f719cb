import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface SpawnedServer {
  baseUrl: string;
  child: ChildProcess;
  /** What the server printed so far (for diagnostics). */
  output(): string;
  /** Resolves when the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the process with a signal (SIGTERM by default) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server (`packages/server/src/main.ts`, as `npm run serve`
 * does) as its own process with `env` on top of this process's environment,
 * and resolves once it prints the URL it serves. `nodeArgs` names another
 * program (the compiled server: `['packages/server/dist/main.js']`).
 */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  startTimeoutMs = 90_000,
  nodeArgs: readonly string[] = ['--import', 'tsx', 'packages/server/src/main.ts'],
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /running at (https?:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        baseUrl: match[1],
        child,
        output: () => output,
        exited,
        stop: (signal = 'SIGTERM') =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill(signal);
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}
