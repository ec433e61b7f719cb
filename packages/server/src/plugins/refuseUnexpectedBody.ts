import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';

/** Methods whose body Fastify never reads: the hook reads it itself to see whether there is one. */
const unparsedBodyMethods = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * Whether the raw request carries anything but white space (an empty or
 * blank body counts as none, as the JSON parser reads it). Stops reading at
 * the first other byte or after `limit` bytes.
 */
async function carriesBody(request: FastifyRequest, limit: number): Promise<boolean> {
  const { headers, raw } = request;
  const length = headers['content-length'];
  if (headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return false;
  return new Promise<boolean>((resolve, reject) => {
    let read = 0;
    const finish = (present: boolean) => {
      raw.off('data', onData).off('end', onEnd).off('error', reject);
      // Not destroyed (the answer must still go out): Node discards what is left unread after the answer.
      resolve(present);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (chunk.toString('latin1').trim() !== '' || read > limit) finish(true);
    };
    const onEnd = () => finish(false);
    raw.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/**
 * A route that declares no body schema takes no body: a request that sends
 * one anyway is refused with 400, as every unknown field is, instead of the
 * body being silently ignored. No body, an empty one or white space is fine
 * (the app sends `Content-Type: application/json` without a body). Bodies
 * other parsers leave unread (the multipart upload reads its own stream)
 * are not seen here.
 */
export const refuseUnexpectedBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.schema?.body !== undefined) return;
      const refuse = async (request: FastifyRequest) => {
        const present = unparsedBodyMethods.has(request.method)
          ? await carriesBody(request, bodyLimit)
          : request.body !== undefined;
        if (present) throw new HttpError(400, messages.bodyNotAllowed(request.method, route.url));
      };
      const existing = route.preValidation;
      route.preValidation =
        existing === undefined ? [refuse] : [refuse, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'refuse-unexpected-body' },
);
