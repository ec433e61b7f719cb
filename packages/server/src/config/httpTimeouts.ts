import type { EnvReader } from './envReader.ts';
import { maxTimerMs } from './envReader.ts';

/** How long the server waits for a client, in milliseconds (docs/configuration.md, "Server and network"). */
export interface HttpTimeouts {
  /** From a request's first byte until its headers are in. */
  headersMs: number;
  /** From a request's first byte until its whole body is in (a 1 MB upload on a slow line must fit). */
  requestMs: number;
  /** A connection that sends and receives nothing for this long, within a request or its answer, is closed. */
  idleMs: number;
  /** Between two requests on one kept-alive connection; above the load balancer's idle timeout. */
  keepAliveMs: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
};

/** The four timeouts; the headers' must fit in the request's (Node refuses a server otherwise). */
export function readHttpTimeouts(read: EnvReader): HttpTimeouts {
  const range = { min: 1, max: maxTimerMs };
  const timeouts: HttpTimeouts = {
    headersMs: read.integer('HEADERS_TIMEOUT_MS', defaultHttpTimeouts.headersMs, range),
    requestMs: read.integer('REQUEST_TIMEOUT_MS', defaultHttpTimeouts.requestMs, range),
    idleMs: read.integer('IDLE_TIMEOUT_MS', defaultHttpTimeouts.idleMs, range),
    keepAliveMs: read.integer('KEEP_ALIVE_TIMEOUT_MS', defaultHttpTimeouts.keepAliveMs, range),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    read.problem(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not be longer than REQUEST_TIMEOUT_MS (${timeouts.requestMs})`,
    );
    timeouts.headersMs = timeouts.requestMs;
  }
  return timeouts;
}

/**
 * Node looks for connections past the headers or request timeout on an
 * interval, not at the moment each one expires: every tenth of the shorter
 * timeout, at least once a second, so a connection is closed within about a
 * tenth past its time.
 */
export function connectionsCheckingIntervalMs(timeouts: HttpTimeouts): number {
  return Math.max(10, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 10)));
}

/** The options Fastify takes for them (and the Node server options it passes on). */
export function fastifyTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs(timeouts),
    },
  };
}
