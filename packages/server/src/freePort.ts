import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the kernel takes the local ports of outgoing connections (Linux's
 * default when /proc does not say): a port picked there and released can be
 * taken by the next database or browser connection before the server binds
 * it, and the server's listen then fails with EADDRINUSE.
 */
const defaultEphemeralRange = { low: 32768, high: 60999 } as const;

/** The first port of the kernel's range for outgoing connections. */
export function ephemeralRangeStart(
  readRange: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): number {
  try {
    const low = Number(readRange().trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 1024 ? low : defaultEphemeralRange.low;
  } catch {
    return defaultEphemeralRange.low;
  }
}

/** Whether `port` can be listened on at `host` right now (the probe is closed again before this resolves). */
export function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export interface FreePortOptions {
  /** A number in [0, 1), e.g. Math.random (tests give their own sequence). */
  random?: () => number;
  /** The first port outgoing connections use (read from the kernel by default). */
  ephemeralStart?: number;
}

/** Ports below this are left to services that ask for a fixed port. */
const lowestPort = 10000;

/**
 * The fetch standard's "bad ports" from `lowestPort` up: browsers and Node's
 * fetch refuse to connect to them ("bad port"), so a server there could not
 * be reached by the applicants' browsers nor by a test's fetch.
 */
const refusedByBrowsers: ReadonlySet<number> = new Set([10080]);

/**
 * A port that is free on `host` right now, for a server that must know its
 * port before it listens (PORT=0 with mailed links, a test server, a
 * throwaway PostgreSQL), and one that browsers and fetch connect to.
 * Picked at random below the kernel's range for
 * outgoing connections, so no client connection takes it in the moment
 * between this check and the server's bind; another process picking ports
 * the same way would have to draw the same one of some 20,000 within that
 * moment.
 */
export async function freePort(host = '127.0.0.1', options: FreePortOptions = {}): Promise<number> {
  const random = options.random ?? Math.random;
  const high = Math.max(lowestPort + 1, options.ephemeralStart ?? ephemeralRangeStart());
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = lowestPort + Math.floor(random() * (high - lowestPort));
    if (!refusedByBrowsers.has(port) && (await canListen(port, host))) return port;
  }
  throw new Error(`no free port on ${host} between ${lowestPort} and ${high - 1} after 50 tries`);
}
