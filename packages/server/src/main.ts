import { buildServer } from './buildServer.ts';
import { loadConfig } from './config.ts';
import { freePort } from './freePort.ts';

const env = { ...process.env };
// PORT=0 (any free port): pick it now, so that the public origin in mailed links names the real port.
if (env.PORT === '0' && !env.PUBLIC_ORIGIN) env.PORT = String(await freePort(env.HOST || '127.0.0.1'));
const config = loadConfig(env);
const { app } = await buildServer(config);

const shutdown = (signal: string): void => {
  app.log.info(`${signal} received, closing`);
  void app.close().then(() => process.exit(0));
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Data directory: ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL)' : ' (database: PGlite)'}`,
);
console.log(`\nAdmission application is running at ${config.publicOrigin}\n`);
