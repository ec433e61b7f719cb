import { randomBytes } from 'node:crypto';
import type { PresignedUrlResponse } from '@admissions/contracts';
import { vi } from 'vitest';
import type { Database } from '../../../src/db/database.ts';
import { openRawConnection, statusOf } from '../../operations/rawHttp.ts';

export interface SlowUpload {
  /** Sends the rest of the body and resolves with the answer's status and body. */
  finish(): Promise<{ status: number | undefined; body: string }>;
}

/**
 * Posts an upload form over a raw socket the way a slow connection does:
 * the headers, the signed fields and the first half of the file now, the
 * rest when `finish` is called.
 */
export async function startSlowUpload(
  baseUrl: string,
  target: PresignedUrlResponse,
  bytes: Uint8Array,
  fileName: string,
): Promise<SlowUpload> {
  const boundary = `----slow${randomBytes(8).toString('hex')}`;
  const fields = Object.entries(target.fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  const body = Buffer.concat([Buffer.from(fields + fileHead), Buffer.from(bytes), Buffer.from(tail)]);
  const half = Buffer.byteLength(fields + fileHead) + Math.floor(bytes.length / 2);
  const url = new URL(target.url, baseUrl);
  const connection = await openRawConnection(baseUrl);
  connection.socket.write(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  connection.socket.write(body.subarray(0, half));
  return {
    async finish() {
      // Not end(): a half-closed request is aborted by Node's HTTP server. `Connection: close` makes the server
      // close the connection once it has answered.
      connection.socket.write(body.subarray(half));
      await connection.closed;
      const received = connection.received();
      return { status: statusOf(received), body: received.slice(received.indexOf('\r\n\r\n') + 4) };
    },
  };
}

/**
 * Resolves once the server has looked up the upload slot of `key` (the check
 * it makes before it reads the file): from then on the upload is in flight
 * as far as the server knows.
 */
export function slotLookedUp(db: Database, key: string): Promise<void> {
  const original = db.query.bind(db);
  return new Promise((resolve) => {
    const spy = vi.spyOn(db, 'query').mockImplementation(async (text, params) => {
      const result = await original(text, params);
      if (/FROM upload_slots/.test(text) && params?.[0] === key) {
        spy.mockRestore();
        resolve();
      }
      return result;
    });
  });
}
