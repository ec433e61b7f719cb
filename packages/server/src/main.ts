import { buildServer } from './buildServer.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { app } = await buildServer(config);

const shutdown = (signal: string): void => {
  app.log.info(`${signal} received, closing`);
  void app.close().then(() => process.exit(0));
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
const url = config.port === 0 ? address : config.publicOrigin;
app.log.info(
  `Data directory: ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL)' : ' (database: PGlite)'}`,
);
console.log(`\nAdmission application is running at ${url}\n`);
