import { isIP } from 'node:net';
import type { EnvReader } from './envReader.ts';

/**
 * What we pass as Fastify's `trustProxy`: every proxy, or the proxies'
 * addresses / CIDR ranges. (Fastify 5 treats a hop count as "trust nothing",
 * so hop counts are refused rather than silently ignored.)
 */
export type TrustProxySetting = boolean | string[];

// proxy-addr's names for address ranges.
const rangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`), or a
 * comma-separated list of proxy addresses, CIDR ranges or
 * `loopback`/`linklocal`/`uniquelocal`.
 */
export function readTrustProxy(read: EnvReader): TrustProxySetting {
  const value = read.string('TRUST_PROXY');
  if (value === undefined) return false;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    read.problem(
      `TRUST_PROXY does not take a hop count (Fastify 5 would trust no proxy at all), got ${JSON.stringify(value)}: ` +
        'use true, or list the proxies\' addresses or CIDR ranges (e.g. "10.0.0.0/8")',
    );
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length === 0) return entries;
  read.problem(
    'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses or CIDR ranges ' +
      `(e.g. "10.0.0.0/8,127.0.0.1"), got ${JSON.stringify(value)} (${wrong.map((entry) => JSON.stringify(entry)).join(', ')} ${wrong.length === 1 ? 'is not an address or range' : 'are not addresses or ranges'})`,
  );
  return false;
}
