import type { ChildProcess } from 'node:child_process';
import { spawnServer, type SpawnedServer } from '../../../../scripts/test/spawnServer.ts';
import { compiledProgram } from './compiledProgram.ts';
import { fixtureTenantsDir } from './startTestServer.ts';

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the server printed so far. */
  output: SpawnedServer['output'];
  /** Resolves with the exit code once the process has exited. */
  exited: SpawnedServer['exited'];
  /** Ends the process with a signal and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the compiled server as its own process (as `npm run serve` does) on the fixture tenant. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = await spawnServer(
    {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      TENANTS_DIR: fixtureTenantsDir,
      TENANT: 'mini',
      LOOKUP_SEED: 'false',
      ...env,
    },
    undefined,
    compiledProgram('main'),
  );
  return {
    baseUrl: server.baseUrl,
    child: server.child,
    output: server.output,
    exited: server.exited,
    kill: (signal) => server.stop(signal),
  };
}
