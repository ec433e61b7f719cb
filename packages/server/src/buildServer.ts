import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/openDatabase.ts';
import { registerSpaStatic } from './plugins/spaStatic.ts';
import { registerHealthRoutes } from './routes/healthRoutes.ts';

export interface BuiltServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
}

/** Opens the database (migrating it) and assembles the HTTP app. Call `app.listen` to serve. */
export async function buildServer(config: ServerConfig): Promise<BuiltServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.addHook('onClose', async () => {
    await db.close();
  });
  registerHealthRoutes(app, db);
  await registerSpaStatic(app, config.staticDir);
  return { app, db, config };
}
