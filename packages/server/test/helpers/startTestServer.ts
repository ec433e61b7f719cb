import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/freePort.ts';
import { buildServer, type BuildServerOptions, type BuiltServer } from '../../src/buildServer.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { freshDataDir } from './freshDataDir.ts';
import { createTestDatabaseUrl } from './testDatabase.ts';

/** The small tenant the server tests run on (the server works with any tenant). */
export const fixtureTenantsDir = fileURLToPath(new URL('../fixtures/tenant/', import.meta.url));

export interface TestServer extends BuiltServer {
  baseUrl: string;
  dataDir: string;
  /** Waits until background work (account mails) is done. */
  settle(): Promise<void>;
  /** Stops the server; the data (dir and database) stay for a restart. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data dir. */
  close(): Promise<void>;
}

export interface TestServerOptions extends BuildServerOptions {
  /** Reuse a data dir and database (to test a restart). */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

/**
 * Starts the real server on 127.0.0.1 and a free port, on the database of
 * this test leg, with the fixture tenant and without the bundled lookup data
 * (LOOKUP_SEED=true in `env` loads it).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : await createTestDatabaseUrl('migrated'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    TENANTS_DIR: fixtureTenantsDir,
    TENANT: 'mini',
    LOOKUP_SEED: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const config: ServerConfig = loadConfig(env);
  const built = await buildServer(config, options);
  const baseUrl = await built.app.listen({ port, host: '127.0.0.1' });
  const stop = async (): Promise<void> => {
    await built.app.close();
  };
  return {
    ...built,
    config: { ...config, databaseUrl },
    baseUrl,
    dataDir,
    async settle() {
      await built.app.background.idle();
      await built.app.mailer.idle();
    },
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
