import { describe, expect, it } from 'vitest';
import { isSecureContextOrigin, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      tenant: 'nsu-international',
      publicOrigin: 'http://127.0.0.1:3000',
      cookieSecure: true,
      smtpUrl: undefined,
      rateLimitFactor: 1,
      lookupSeed: true,
      adminEndpoint: true,
    });
    expect(config.tenantsDir).toMatch(/\/tenants$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_ORIGIN: 'http://10.0.0.5:8080/',
      DATABASE_URL: 'postgres://db/app',
      COOKIE_SECURE: 'false',
      RATE_LIMIT_FACTOR: '10',
      LOOKUP_SEED: 'off',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicOrigin: 'http://10.0.0.5:8080',
      databaseUrl: 'postgres://db/app',
      cookieSecure: false,
      rateLimitFactor: 10,
      lookupSeed: false,
      adminEndpoint: false,
    });
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).cookieSecure).toBe(false);
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT must be an integer');
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow('COOKIE_SECURE must be true or false');
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow('RATE_LIMIT_FACTOR must be a positive number');
  });

  it('knows which origins browsers treat as secure contexts', () => {
    expect(isSecureContextOrigin('https://apply.example.edu')).toBe(true);
    expect(isSecureContextOrigin('http://localhost:3000')).toBe(true);
    expect(isSecureContextOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isSecureContextOrigin('http://192.168.1.10:3000')).toBe(false);
  });
});
