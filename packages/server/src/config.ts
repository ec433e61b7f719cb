import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DocumentsConfig, loadDocumentsConfig } from './documents/documentsConfig.ts';
import { loadObservabilityConfig, type ObservabilityConfig } from './observability/observabilityConfig.ts';

/** The repository root, found relative to this file (packages/server/src). */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Root for the embedded default: PGlite database, uploads, mail outbox. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Tenant folder name under `tenantsDir`. */
  tenant: string;
  /** Folder holding the tenants (default `<repo>/tenants`). */
  tenantsDir: string;
  /** Directory holding the built SPA (index.html and assets). */
  staticDir: string | undefined;
  /** Public origin of the app, used in mailed links and CSRF origin checks. */
  publicOrigin: string;
  logLevel: string;
  /** Honour X-Forwarded-* from a reverse proxy (client address for rate limits). */
  trustProxy: boolean;
  /** `Secure` attribute on the cookies. */
  cookieSecure: boolean;
  /** SMTP transport URL; without it mail is written to `$DATA_DIR/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Multiplies every rate limit (e.g. 10 for a load test); 1 by default. */
  rateLimitFactor: number;
  /** Load the bundled lookup data on start when the lookup tables are empty. */
  lookupSeed: boolean;
  lookupDataDir: string;
  /** Module whose default export creates an `AddressLookupProvider` (see docs/api.md). */
  addressLookupModule: string | undefined;
  /** Loopback admin endpoint for the admin CLIs (PGlite only: one process owns the database). */
  adminEndpoint: boolean;
  /** Uploads, storage back end, conversion and jobs (see docs/documents.md). */
  documents: DocumentsConfig;
  /** `/metrics` (see docs/observability.md). */
  observability: ObservabilityConfig;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parsePositiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

/**
 * Browsers treat https origins and http://localhost / 127.0.0.1 / [::1] as
 * secure contexts and keep `Secure` cookies there; any other http origin
 * (a LAN address, say) would drop them.
 */
export function isSecureContextOrigin(origin: string): boolean {
  const url = new URL(origin);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const publicOrigin = (env.PUBLIC_ORIGIN || `http://${displayHost}:${port}`).replace(/\/$/, '');
  const databaseUrl = env.DATABASE_URL || undefined;
  const observability = loadObservabilityConfig(env);
  if (observability.problems.length > 0) throw new Error(observability.problems.join('\n'));
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    tenant: env.TENANT || 'nsu-international',
    tenantsDir: resolve(cwd, env.TENANTS_DIR || resolve(repositoryRoot, 'tenants')),
    staticDir: env.STATIC_DIR === '' ? undefined : resolve(cwd, env.STATIC_DIR || 'packages/app/dist'),
    publicOrigin,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    cookieSecure: parseBoolean('COOKIE_SECURE', env.COOKIE_SECURE, isSecureContextOrigin(publicOrigin)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Admissions <no-reply@${new URL(publicOrigin).hostname.replace(/^\[|\]$/g, '')}>`,
    rateLimitFactor: parsePositiveNumber('RATE_LIMIT_FACTOR', env.RATE_LIMIT_FACTOR, 1),
    lookupSeed: parseBoolean('LOOKUP_SEED', env.LOOKUP_SEED, true),
    lookupDataDir: resolve(cwd, env.LOOKUP_DATA_DIR || resolve(repositoryRoot, 'packages/server/data/lookup')),
    addressLookupModule: env.ADDRESS_LOOKUP_MODULE ? resolve(cwd, env.ADDRESS_LOOKUP_MODULE) : undefined,
    adminEndpoint: parseBoolean('ADMIN_ENDPOINT', env.ADMIN_ENDPOINT, databaseUrl === undefined),
    documents: loadDocumentsConfig(env, dataDir),
    observability: observability.value,
  };
}
