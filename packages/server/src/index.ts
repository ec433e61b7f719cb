export { buildServer, type BuiltServer } from './buildServer.ts';
export { loadConfig, type ServerConfig } from './config.ts';
export type { Database, Queryable, QueryResult } from './db/database.ts';
export { openDatabase } from './db/openDatabase.ts';
export { migrate, readMigrations } from './db/migrate.ts';
