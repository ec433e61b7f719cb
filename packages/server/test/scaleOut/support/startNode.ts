import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type SpawnedServer } from '../../../../../scripts/test/spawnServer.ts';
import { freePort } from '../../../src/freePort.ts';
import { ApiClient } from '../../helpers/apiClient.ts';
import { compiledProgram } from '../../helpers/compiledProgram.ts';

/** One server process of the cluster, on its own port and its own (unshared) data directory. */
export interface ClusterNode {
  name: string;
  /** Where this node listens (the proxy's upstream); the public origin is the same for every node. */
  baseUrl: string;
  dataDir: string;
  process: SpawnedServer;
  /** A client on this node that uses `cookies` (one browser's jar) and sends the public Origin. */
  client(cookies?: Map<string, string>): ApiClient;
  /** Ends the process (SIGTERM: graceful; SIGKILL: a crash) and removes its data directory. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the compiled server as a production node behind a proxy
 * would run: the shared settings in `sharedEnv` (database, bucket, public
 * origin, secrets), its own NODE_ID, port and data directory, plus `env`.
 */
export async function startNode(
  name: string,
  sharedEnv: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ClusterNode> {
  const port = await freePort('127.0.0.1');
  const dataDir = mkdtempSync(join(tmpdir(), `scale-out-${name}-`));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = await spawnServer(
    {
      ...inherited,
      ...sharedEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ID: name,
      ...env,
    },
    undefined,
    compiledProgram('main'),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const origin = sharedEnv.PUBLIC_BASE_URL ?? baseUrl;
  return {
    name,
    baseUrl,
    dataDir,
    process: child,
    client: (cookies = new Map<string, string>()) => new ApiClient(baseUrl, cookies, origin),
    async stop(signal = 'SIGTERM') {
      await child.stop(signal);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
