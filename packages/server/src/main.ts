import { buildServer } from './buildServer.ts';
import { loadConfig } from './config.ts';
import { StartupError } from './db/openDatabase.ts';
import { freePort } from './freePort.ts';
import { keepNewFilesOwnerOnly } from './security/ownerOnlyFiles.ts';
import { shutdownOnSignals } from './shutdownOnSignals.ts';
import { exitOnStartupFailure } from './startupFailure.ts';

// Before anything is created: the database, uploads and mail are the server's user's alone.
keepNewFilesOwnerOnly();
try {
  let config = loadConfig(process.env);
  // PORT=0 (any free port): pick it now, so that the public origin in mailed links names the real port.
  if (config.port === 0 && !process.env.PUBLIC_BASE_URL) {
    config = loadConfig({ ...process.env, PORT: String(await freePort(config.host)) });
  }
  const { app } = await buildServer(config);
  shutdownOnSignals(app, config.shutdownTimeoutMs);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      throw new StartupError(`cannot listen on HOST=${config.host} PORT=${config.port}: ${(error as Error).message}`);
    }
    throw error;
  }
  app.log.info(
    `Data directory: ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL)' : ' (database: PGlite)'}`,
  );
  console.log(`\nAdmission application is running at ${config.publicOrigin}\n`);
} catch (error) {
  exitOnStartupFailure(error);
}
