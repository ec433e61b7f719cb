import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTenantName } from '@admissions/form-core';
import type { LoadedSettings } from './configError.ts';
import { createEnvReader, type EnvReader, maxTimerMs } from './envReader.ts';
import { availableTenants, existingDirectoryProblem, readableFileProblem } from './fileChecks.ts';
import { type HttpTimeouts, readHttpTimeouts } from './httpTimeouts.ts';
import { readPublicBaseUrl } from './publicBaseUrl.ts';
import { isSecureContextOrigin } from './secureContext.ts';
import { readTrustProxy, type TrustProxySetting } from './trustProxy.ts';

/** The repository root, found relative to this file (packages/server/src/config). */
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
export const logFormats = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

/** The HTTP server, its tenant, mail and the smaller switches. */
export interface CoreSettings {
  port: number;
  host: string;
  /** Tenant folder name under `tenantsDir`. */
  tenant: string;
  /** Folder holding the tenants (default `<repo>/tenants`). */
  tenantsDir: string;
  /** Directory holding the built SPA (index.html and assets). */
  staticDir: string | undefined;
  /**
   * Render a signed-in applicant's form page on the server when the build has the renderer (the browser then
   * hydrates it); off, every page is rendered by the browser.
   */
  serverRendering: boolean;
  /** Public origin of the app (PUBLIC_BASE_URL), used in mailed links and CSRF origin checks. */
  publicOrigin: string;
  logLevel: LogLevel;
  /** `LOG_FORMAT`: JSON lines, readable lines, or `auto` (readable on a terminal outside production). */
  logFormat: LogFormat;
  /** Which X-Forwarded-* hops to believe (client address for rate limits); Fastify's `trustProxy`. */
  trustProxy: TrustProxySetting;
  /** `Secure` attribute on the cookies. */
  cookieSecure: boolean;
  /** SMTP transport URL; without it mail is written to `$DATA_DIR/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Multiplies every rate limit (e.g. 10 for a load test); 1 by default. */
  rateLimitFactor: number;
  /** Load the bundled lookup data on start (and in `npm run migrate`) when the lookup tables are empty. */
  lookupSeed: boolean;
  lookupDataDir: string;
  /** Module whose default export creates an `AddressLookupProvider` (see docs/api.md). */
  addressLookupModule: string | undefined;
  /** Loopback admin endpoint for the admin CLIs (PGlite only: one process owns the database). */
  adminEndpoint: boolean;
  /** After SIGTERM, how long in-flight work may take before the process exits with code 1 anyway. */
  shutdownTimeoutMs: number;
  /** How long a slow client may take to send a request, or stay silent (a slow body is closed, not kept). */
  httpTimeouts: HttpTimeouts;
}

const hostnamePattern = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function readHost(read: EnvReader): string {
  const host = read.string('HOST') ?? '127.0.0.1';
  if (isIP(host) !== 0 || hostnamePattern.test(host)) return host;
  read.problem(`HOST must be an IP address or a host name (e.g. 127.0.0.1 or 0.0.0.0), got ${JSON.stringify(host)}`);
  return '127.0.0.1';
}

export function readTenant(read: EnvReader, cwd: string): { tenant: string; tenantsDir: string } {
  const tenantsDir = resolve(cwd, read.string('TENANTS_DIR') ?? join(repositoryRoot, 'tenants'));
  const tenant = read.string('TENANT') ?? defaultTenantName;
  const dirProblem = existingDirectoryProblem(tenantsDir);
  if (dirProblem) {
    read.problem(`TENANTS_DIR must be a directory holding tenant folders: ${dirProblem}`);
  } else if (!/^[\w-]+$/.test(tenant) || readableFileProblem(join(tenantsDir, tenant, 'tenant.json'))) {
    const available = availableTenants(tenantsDir);
    read.problem(
      `TENANT must name a folder with a tenant.json in ${tenantsDir}, got ${JSON.stringify(tenant)}; ` +
        (available.length > 0 ? `available: ${available.join(', ')}` : 'there are none'),
    );
  }
  return { tenant, tenantsDir };
}

function readMailFrom(read: EnvReader, publicOrigin: string): string {
  const value = read.string('MAIL_FROM');
  if (value === undefined) return `Admissions <no-reply@${new URL(publicOrigin).hostname.replace(/^\[|\]$/g, '')}>`;
  if (/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(value)) return value;
  read.problem(`MAIL_FROM must be an address like "Admissions <no-reply@example.edu>", got ${JSON.stringify(value)}`);
  return value;
}

/** An optional path setting that must name an existing file or directory when set. */
function readPath(read: EnvReader, name: string, cwd: string, kind: 'file' | 'directory'): string | undefined {
  const value = read.string(name);
  if (value === undefined) return undefined;
  const path = resolve(cwd, value);
  const problem = kind === 'file' ? readableFileProblem(path) : existingDirectoryProblem(path);
  if (problem) read.problem(`${name} must name an existing ${kind}: ${problem}`);
  return path;
}

/** Whether and from where the bundled lookup data is loaded (by the server at start, and by `npm run migrate`). */
export function readLookupSeedSettings(
  read: EnvReader,
  cwd: string,
): Pick<CoreSettings, 'lookupSeed' | 'lookupDataDir'> {
  return {
    lookupSeed: read.boolean('LOOKUP_SEED', true),
    lookupDataDir:
      readPath(read, 'LOOKUP_DATA_DIR', cwd, 'directory') ?? join(repositoryRoot, 'packages/server/data/lookup'),
  };
}

export function loadCoreSettings(
  env: NodeJS.ProcessEnv,
  cwd: string,
  database: { databaseUrl: string | undefined },
): LoadedSettings<CoreSettings> {
  const read = createEnvReader(env);
  const port = read.integer('PORT', 3000, { min: 0, max: 65535 });
  const host = readHost(read);
  const publicOrigin = readPublicBaseUrl(read, { host, port });
  const staticDir = env.STATIC_DIR === '' ? undefined : resolve(cwd, read.string('STATIC_DIR') ?? 'packages/app/dist');
  const smtpUrl = read.url('SMTP_URL', ['smtp:', 'smtps:'], { secret: true });
  return {
    value: {
      port,
      host,
      ...readTenant(read, cwd),
      staticDir,
      serverRendering: read.boolean('SERVER_RENDERING', true),
      publicOrigin,
      logLevel: read.oneOf('LOG_LEVEL', logLevels, 'info'),
      logFormat: read.oneOf('LOG_FORMAT', logFormats, 'auto'),
      trustProxy: readTrustProxy(read),
      cookieSecure: read.boolean('COOKIE_SECURE', isSecureContextOrigin(publicOrigin)),
      smtpUrl: smtpUrl ? read.string('SMTP_URL') : undefined,
      mailFrom: readMailFrom(read, publicOrigin),
      rateLimitFactor: read.positiveNumber('RATE_LIMIT_FACTOR', 1),
      ...readLookupSeedSettings(read, cwd),
      addressLookupModule: readPath(read, 'ADDRESS_LOOKUP_MODULE', cwd, 'file'),
      adminEndpoint: read.boolean('ADMIN_ENDPOINT', database.databaseUrl === undefined),
      shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 25_000, { min: 1, max: maxTimerMs }),
      httpTimeouts: readHttpTimeouts(read),
    },
    problems: read.problems,
  };
}
