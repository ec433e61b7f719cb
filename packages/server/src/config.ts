import { resolve } from 'node:path';

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Root for the embedded default: PGlite database, uploads, mail outbox. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Tenant folder name under tenants/. */
  tenant: string;
  /** Directory holding the built SPA (index.html and assets). */
  staticDir: string | undefined;
  /** Public origin of the app, used in mailed links and CSRF origin checks. */
  publicOrigin: string;
  logLevel: string;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    tenant: env.TENANT || 'nsu-international',
    staticDir: env.STATIC_DIR === '' ? undefined : resolve(cwd, env.STATIC_DIR || 'packages/app/dist'),
    publicOrigin: (env.PUBLIC_ORIGIN || `http://${displayHost}:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
