import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The first steps of a graceful close (docs/operations.md). Registered before
 * every other plugin, so its preClose hook runs first: the listener closes at
 * once (new connections are refused while the job worker stops and in-flight
 * requests finish; Fastify itself would close it only after every preClose
 * hook). Responses sent while closing carry `Connection: close`, so a
 * finished request's keep-alive connection does not hold the shutdown.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      if (app.server.listening) app.server.close();
      done();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
