import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { testDatabaseKind } from '../helpers/testDatabase.ts';
import { openRawConnection, type RawConnection, statusOf } from './rawHttp.ts';

/**
 * Writes `pieces` one at a time, a pause between them, until the server
 * closes the connection or they run out; returns how many were written.
 */
async function trickle(connection: RawConnection, pieces: string[], pauseMs: number): Promise<number> {
  let closed = false;
  void connection.closed.then(() => (closed = true));
  let written = 0;
  for (const piece of pieces) {
    if (closed || connection.socket.destroyed) break;
    connection.socket.write(piece);
    written += 1;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return written;
}

/**
 * A client that sends its request slowly is cut off after the request or
 * headers timeout (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS) with a 408, while
 * it is still sending: the connections of a slow-body attack do not pile up.
 * Each trickle would take 10 s to finish and sends something far more often
 * than the idle timeout, so only the request's own timeouts can end it.
 * Database-agnostic: the PGlite leg only.
 */
describe.runIf(testDatabaseKind === 'pglite')('slow requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '500' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('closes a connection whose body trickles in slower than REQUEST_TIMEOUT_MS, with a 408', async () => {
    const connection = await openRawConnection(server.baseUrl);
    try {
      const body = `{"username":"${'a'.repeat(160)}@example.edu","password":"x"}`;
      connection.socket.write(
        `POST /public/login HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      const written = await trickle(connection, [...body], 50);
      expect(written).toBeLessThan(body.length);
      await connection.closed;
      expect(statusOf(connection.received())).toBe(408);
    } finally {
      connection.socket.destroy();
    }
  });

  it('closes a connection whose headers trickle in slower than HEADERS_TIMEOUT_MS, with a 408', async () => {
    const connection = await openRawConnection(server.baseUrl);
    try {
      connection.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n`);
      const headers = Array.from({ length: 200 }, (_, index) => `X-Slow-${index}: 1\r\n`);
      const written = await trickle(connection, headers, 50);
      expect(written).toBeLessThan(headers.length);
      await connection.closed;
      expect(statusOf(connection.received())).toBe(408);
    } finally {
      connection.socket.destroy();
    }
  });

  it('still answers a request sent at once', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });
});
