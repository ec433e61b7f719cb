import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type BuiltServer } from '../../src/buildServer.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { createTestDatabaseUrl } from './testDatabase.ts';

export interface TestServer extends BuiltServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server; the data (dir and database) stay for a restart. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data dir. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse a data dir and database (to test a restart). */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

/** Starts the real server on 127.0.0.1 and a random port, on the database of this test leg. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'server-test-'));
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : await createTestDatabaseUrl());
  const env: NodeJS.ProcessEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const config: ServerConfig = loadConfig(env);
  const built = await buildServer(config);
  const baseUrl = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const stop = async (): Promise<void> => {
    await built.app.close();
  };
  return {
    ...built,
    config: { ...config, databaseUrl },
    baseUrl,
    dataDir,
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
