import { describe, expect, it } from 'vitest';
import { createEnvReader } from './envReader.ts';
import { connectionsCheckingIntervalMs, defaultHttpTimeouts, readHttpTimeouts } from './httpTimeouts.ts';

describe('readHttpTimeouts', () => {
  it('has a timeout for every stage by default: none of them is off', () => {
    const read = createEnvReader({});
    expect(readHttpTimeouts(read)).toEqual(defaultHttpTimeouts);
    expect(Object.values(defaultHttpTimeouts).every((ms) => ms > 0)).toBe(true);
    expect(read.problems).toEqual([]);
  });

  it('refuses 0 (off) and headers allowed longer than the whole request', () => {
    const read = createEnvReader({ REQUEST_TIMEOUT_MS: '0', IDLE_TIMEOUT_MS: '1000' });
    readHttpTimeouts(read);
    expect(read.problems).toEqual(['REQUEST_TIMEOUT_MS must be an integer between 1 and 2147483647, got "0"']);
    const longHeaders = createEnvReader({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' });
    readHttpTimeouts(longHeaders);
    expect(longHeaders.problems).toEqual([
      'HEADERS_TIMEOUT_MS (2000) must not be longer than REQUEST_TIMEOUT_MS (1000)',
    ]);
  });
});

describe('connectionsCheckingIntervalMs', () => {
  it('looks for expired connections every tenth of the shorter timeout, at least once a second', () => {
    expect(connectionsCheckingIntervalMs(defaultHttpTimeouts)).toBe(1000);
    expect(connectionsCheckingIntervalMs({ ...defaultHttpTimeouts, headersMs: 500, requestMs: 1000 })).toBe(50);
  });
});
