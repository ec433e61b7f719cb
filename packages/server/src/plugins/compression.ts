import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type ContentEncoding = 'br' | 'gzip';

/** In the server's order of preference when the browser accepts both equally. */
const encodings: ContentEncoding[] = ['br', 'gzip'];

/** JSON answers up to this size go as they are: compressing them saves less than a network packet. */
export const compressJsonAboveBytes = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to send for a request's Accept-Encoding (q-values honoured), or none. */
export function chosenEncoding(request: FastifyRequest): ContentEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const chosen = negotiate(Array.isArray(header) ? header.join(',') : header, encodings);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Adds Accept-Encoding to Vary (keeping what is there): the body depends on it, for every answer of the route. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

/** A body kept as it is and compressed once (at start), ready to send to any browser. */
export interface PrecompressedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The highest levels, for bodies compressed once and sent many times: brotli 11 and gzip 9. */
function maximumLevels(identity: Buffer) {
  return {
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    },
    gzip: { level: 9 },
  };
}

/** The body with the copies that are smaller than it (a copy that is not smaller is dropped). */
function keepSmaller(identity: Buffer, br: Buffer, gz: Buffer): PrecompressedBody {
  return {
    identity,
    ...(br.byteLength < identity.byteLength ? { br } : {}),
    ...(gz.byteLength < identity.byteLength ? { gzip: gz } : {}),
  };
}

/**
 * Compresses a body the server sends unchanged many times (the tenant's
 * modules, index.html) once, at the highest levels: brotli 11 and gzip 9. A
 * copy that is not smaller is dropped.
 */
export function precompress(body: string | Uint8Array): PrecompressedBody {
  const identity = Buffer.from(body);
  const levels = maximumLevels(identity);
  return keepSmaller(identity, brotliCompressSync(identity, levels.brotli), gzipSync(identity, levels.gzip));
}

/**
 * `precompress` in libuv's thread pool: the event loop goes on with the rest
 * of the start while the copies are made (brotli 11 takes a good part of a
 * second for the tenant's modules).
 */
export async function precompressInBackground(body: string | Uint8Array): Promise<PrecompressedBody> {
  const identity = Buffer.from(body);
  const levels = maximumLevels(identity);
  const [br, gz] = await Promise.all([brotliAsync(identity, levels.brotli), gzipAsync(identity, levels.gzip)]);
  return keepSmaller(identity, br, gz);
}

/** Sends the best copy of a precompressed body the browser accepts, with `Vary: Accept-Encoding`. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedBody): FastifyReply {
  varyOnAcceptEncoding(reply);
  const encoding = chosenEncoding(request);
  const compressed = encoding ? body[encoding] : undefined;
  if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
  return reply.send(body.identity);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

/**
 * Compresses the API's JSON answers over 1 KB for browsers that accept br or
 * gzip (brotli at quality 5 and gzip at level 6: fast enough per request, in
 * libuv's thread pool, off the event loop). Every JSON answer varies on
 * Accept-Encoding, whatever its size. Answers that are already encoded (the
 * static files, the tenant's modules) are left alone. Why compressing the
 * per-user JSON is safe from BREACH: docs/security.md.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('content-encoding') || !isJson(reply)) return payload;
      varyOnAcceptEncoding(reply);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) <= compressJsonAboveBytes) return payload;
      const encoding = chosenEncoding(request);
      if (!encoding) return payload;
      const compressed =
        encoding === 'br'
          ? await brotliAsync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzipAsync(payload, { level: 6 });
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
