import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown on SIGTERM / SIGINT (docs/operations.md): `app.close()`
 * stops accepting connections, stops the job worker (a running job is handed
 * back to the queue), lets in-flight requests finish, then closes the
 * database; the process exits 0. A second signal, or `timeoutMs` without the
 * close finishing, exits 1 at once.
 */
export function shutdownOnSignals(
  app: FastifyInstance,
  timeoutMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.error(`${signal} received again during shutdown: exiting now (code 1)`);
      exit(1);
      return;
    }
    closing = true;
    const started = Date.now();
    app.log.info(`${signal} received: refusing new connections, finishing in-flight requests`);
    // Not unref'd: it must fire even if nothing else keeps the process alive.
    const timer = setTimeout(() => {
      app.log.error(`shutdown did not finish within SHUTDOWN_TIMEOUT_MS=${timeoutMs} ms: exiting now (code 1)`);
      exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info(`shutdown complete in ${Date.now() - started} ms: database closed, exiting (code 0)`);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'shutdown failed: exiting (code 1)');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
