import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isSecureContextOrigin, loadConfig } from './config.ts';

const cwd = mkdtempSync(join(tmpdir(), 'config-test-'));

/** The problems loadConfig reports for `env` (fails the test when it accepts it). */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(cwd, 'data'),
      databaseUrl: undefined,
      databasePoolMax: 10,
      migrateOnStart: true,
      tenant: 'nsu-international',
      publicOrigin: 'http://127.0.0.1:3000',
      logLevel: 'info',
      trustProxy: false,
      cookieSecure: true,
      smtpUrl: undefined,
      rateLimitFactor: 1,
      lookupSeed: true,
      adminEndpoint: true,
      shutdownTimeoutMs: 25_000,
    });
    expect(config.tenantsDir).toMatch(/\/tenants$/);
    expect(config.documents).toMatchObject({ storage: { kind: 'local' }, jobPollMs: 1000, jobMaxAttempts: 3 });
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        PUBLIC_BASE_URL: 'http://10.0.0.5:8080/',
        DATABASE_URL: 'postgres://db/app',
        DATABASE_POOL_MAX: '20',
        MIGRATE_ON_START: 'false',
        COOKIE_SECURE: 'false',
        RATE_LIMIT_FACTOR: '10',
        LOOKUP_SEED: 'off',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, loopback',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '5000',
        SMTP_URL: 'smtps://user:pass@mail.example.edu:465',
        S3_BUCKET: 'admissions-docs',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      publicOrigin: 'http://10.0.0.5:8080',
      databaseUrl: 'postgres://db/app',
      databasePoolMax: 20,
      migrateOnStart: false,
      cookieSecure: false,
      rateLimitFactor: 10,
      lookupSeed: false,
      adminEndpoint: false,
      trustProxy: ['10.0.0.0/8', '127.0.0.1', 'loopback'],
      logLevel: 'warn',
      shutdownTimeoutMs: 5000,
      smtpUrl: 'smtps://user:pass@mail.example.edu:465',
      documents: {
        storage: {
          kind: 's3',
          bucket: 'admissions-docs',
          endpoint: 'http://127.0.0.1:9000',
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        },
      },
    });
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://10.0.0.5:8080' }, cwd).cookieSecure).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy).toBe(true);
  });

  it('reports every wrong value at once, each naming the variable, the value and what is expected', () => {
    const problems = problemsOf({
      PORT: 'abc',
      HOST: 'not a host',
      LOG_LEVEL: 'loud',
      COOKIE_SECURE: 'maybe',
      RATE_LIMIT_FACTOR: '0',
      JOB_POLL_MS: '1.5',
      UPLOAD_QUOTA_FILES: 'many',
      MIGRATE_ON_START: 'perhaps',
    });
    expect(problems).toEqual([
      'MIGRATE_ON_START must be true or false, got "perhaps"',
      'PORT must be an integer between 0 and 65535, got "abc"',
      'HOST must be an IP address or a host name (e.g. 127.0.0.1 or 0.0.0.0), got "not a host"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      'COOKIE_SECURE must be true or false, got "maybe"',
      'RATE_LIMIT_FACTOR must be a positive number, got "0"',
      'UPLOAD_QUOTA_FILES must be an integer of at least 1, got "many"',
      'JOB_POLL_MS must be an integer between 1 and 2147483647, got "1.5"',
    ]);
  });

  it('checks DATA_DIR and TENANT against the disk', () => {
    const file = join(cwd, 'a-file');
    writeFileSync(file, 'x');
    expect(problemsOf({ DATA_DIR: file })).toEqual([
      `DATA_DIR must be a writable directory (or one that can be created): "${file}" is not a directory`,
    ]);
    expect(problemsOf({ DATA_DIR: join(file, 'data') })).toEqual([
      expect.stringContaining(`cannot be created: "${file}" is not a directory`),
    ]);
    expect(problemsOf({ TENANT: 'nope' })).toEqual([
      expect.stringMatching(
        /^TENANT must name a folder with a tenant\.json in \S+\/tenants, got "nope"; available: .*nsu-international/,
      ),
    ]);
    expect(problemsOf({ TENANTS_DIR: join(cwd, 'missing') })).toEqual([
      `TENANTS_DIR must be a directory holding tenant folders: "${join(cwd, 'missing')}" does not exist`,
    ]);
  });

  it('checks URLs without printing the ones that carry passwords', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://admin:hunter2@db/app',
      SMTP_URL: 'http://user:hunter2@mail',
      CONVERSION_SERVICE_URL: 'gotenberg:3000',
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'minio',
    });
    expect(problems).toEqual([
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://, got a mysql:// URL (value not shown)',
      'SMTP_URL must be a URL starting with smtp:// or smtps://, got a http:// URL (value not shown)',
      'S3_ENDPOINT must be a URL starting with http:// or https://, got "minio"',
      'CONVERSION_SERVICE_URL must be a URL starting with http:// or https://, got "gotenberg:3000"',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('checks secrets, S3 credentials, the proxy list and executables', () => {
    const problems = problemsOf({
      UPLOAD_SIGNING_SECRET: 'too-short-secret',
      S3_BUCKET: 'Not_A_Bucket',
      AWS_SECRET_ACCESS_KEY: 'only-the-secret',
      TRUST_PROXY: '10.0.0.0/33,proxy.internal',
      SOFFICE_PATH: '/no/such/soffice',
    });
    expect(problems).toEqual([
      'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses or CIDR ranges (e.g. "10.0.0.0/8,127.0.0.1"), got "10.0.0.0/33,proxy.internal" ("10.0.0.0/33", "proxy.internal" are not addresses or ranges)',
      'UPLOAD_SIGNING_SECRET must be at least 32 characters long, got 16 (value not shown)',
      'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "Not_A_Bucket"',
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together or not at all, got only AWS_SECRET_ACCESS_KEY',
      'SOFFICE_PATH must name an executable LibreOffice (a path, or a name on PATH), got "/no/such/soffice"',
    ]);
    expect(problems.join('\n')).not.toContain('too-short-secret');
    expect(problemsOf({ TRUST_PROXY: '2' })[0]).toMatch(/^TRUST_PROXY does not take a hop count/);
  });

  it('demands an https PUBLIC_BASE_URL in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^PUBLIC_BASE_URL must be set when NODE_ENV=production/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://apply.example.edu' })).toEqual([
      'PUBLIC_BASE_URL must be an https:// URL when NODE_ENV=production, got "http://apply.example.edu"',
    ]);
    expect(problemsOf({ PUBLIC_BASE_URL: 'https://apply.example.edu/portal' })).toEqual([
      expect.stringMatching(/^PUBLIC_BASE_URL must be an origin only/),
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://apply.example.edu' }, cwd).publicOrigin).toBe(
      'https://apply.example.edu',
    );
  });

  it('knows which origins browsers treat as secure contexts', () => {
    expect(isSecureContextOrigin('https://apply.example.edu')).toBe(true);
    expect(isSecureContextOrigin('http://localhost:3000')).toBe(true);
    expect(isSecureContextOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isSecureContextOrigin('http://192.168.1.10:3000')).toBe(false);
  });
});
