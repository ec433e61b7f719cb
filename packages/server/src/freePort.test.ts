import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { canListen, ephemeralRangeStart, freePort } from './freePort.ts';

const listening: Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function occupy(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
    listening.push(server);
  });
}

describe('ephemeralRangeStart', () => {
  it("reads the first port of the kernel's range", () => {
    expect(ephemeralRangeStart(() => '40000\t60999\n')).toBe(40000);
  });

  it('falls back to the usual Linux range when the kernel does not say', () => {
    expect(
      ephemeralRangeStart(() => {
        throw new Error('ENOENT');
      }),
    ).toBe(32768);
    expect(ephemeralRangeStart(() => 'nonsense')).toBe(32768);
  });
});

describe('freePort', () => {
  it("gives a port below the range of outgoing connections' ports, free to listen on", async () => {
    const port = await freePort('127.0.0.1');
    expect(port).toBeGreaterThanOrEqual(10000);
    expect(port).toBeLessThan(ephemeralRangeStart());
    expect(await canListen(port, '127.0.0.1')).toBe(true);
  });

  it('passes over a port that something listens on', async () => {
    const taken = await freePort('127.0.0.1', { ephemeralStart: 30000 });
    await occupy(taken);
    expect(await canListen(taken, '127.0.0.1')).toBe(false);
    // The first draw lands on the taken port, the second elsewhere.
    const draws = [(taken - 10000 + 0.5) / 20000, 0.5];
    const port = await freePort('127.0.0.1', { ephemeralStart: 30000, random: () => draws.shift() ?? 0.25 });
    expect(port).not.toBe(taken);
    expect(port).toBe(taken === 20000 ? 15000 : 20000);
  });

  it('passes over a port that browsers and fetch refuse to connect to (10080)', async () => {
    // A server on 10080 answered nothing: Node's fetch failed with "bad port" and a browser refuses it too.
    await expect(fetch('http://127.0.0.1:10080/')).rejects.toThrow(
      expect.objectContaining({ cause: new Error('bad port') }),
    );
    const draws = [(10080 - 10000 + 0.5) / 20000, 0.5];
    const port = await freePort('127.0.0.1', { ephemeralStart: 30000, random: () => draws.shift() ?? 0.25 });
    expect(port).not.toBe(10080);
    expect(draws).toEqual([]);
  });
});
