import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../packages/server/src/db/openDatabase.ts';
import { isPostgresAvailable, startThrowawayPostgres } from '../throwawayPostgres.ts';
import { requireOrSkip } from './requireOrSkip.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster, or '' when the PostgreSQL leg is skipped. */
    postgresAdminUrl: string;
    /** A database of the cluster with every migration applied and no data, to copy (CREATE DATABASE ... TEMPLATE). */
    postgresTemplateDatabase: string;
  }
}

/** The database test databases are copied from when they start migrated (see createTestDatabaseUrl). */
const templateDatabase = 'test_template_migrated';

/**
 * Starts one throwaway PostgreSQL cluster for the server-postgres leg (each test file creates its own database
 * in it) and migrates a template database once.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const available = requireOrSkip(
    'PostgreSQL',
    isPostgresAvailable(),
    'Install the Debian package postgresql-15 (the server binaries; no server needs to run).',
  );
  if (!available) {
    project.provide('postgresAdminUrl', '');
    project.provide('postgresTemplateDatabase', '');
    return undefined;
  }
  const cluster = await startThrowawayPostgres({ durable: false });
  console.log(`[server-postgres] throwaway PostgreSQL cluster on port ${cluster.port}`);
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(cluster.url);
  templateUrl.pathname = `/${templateDatabase}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const db = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '', poolMax: 1 });
  await db.close();
  project.provide('postgresAdminUrl', cluster.url);
  project.provide('postgresTemplateDatabase', templateDatabase);
  return () => cluster.stop();
}
