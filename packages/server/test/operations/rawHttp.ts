import { connect, type Socket } from 'node:net';

/** A raw TCP connection to a test server, for requests sent in pieces. */
export interface RawConnection {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
}

export function openRawConnection(baseUrl: string): Promise<RawConnection> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
  });
}

/**
 * Whether a new TCP connection to `baseUrl` is refused (true) or accepted
 * (false; closed again at once). A connection reset while connecting (false)
 * is one the kernel had queued for the listening socket as the server closed
 * it: not yet a refusal, and the next attempt tells.
 */
export function connectionRefused(baseUrl: string): Promise<boolean> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve(true);
      else if (error.code === 'ECONNRESET') resolve(false);
      else reject(error);
    });
  });
}

/** The status code of the first response in `text`, or undefined when none has arrived. */
export function statusOf(text: string): number | undefined {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Polls `check` every 50 ms until it is true; fails after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
