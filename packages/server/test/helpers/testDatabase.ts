import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** True when this leg cannot run (PostgreSQL missing on a developer machine; CI fails earlier instead). */
export const skipDatabaseLeg: boolean = testDatabaseKind === 'postgres' && !inject('postgresAdminUrl');

/**
 * A fresh database on the throwaway cluster, or undefined for PGlite (a fresh data dir is enough: freshDataDir).
 * 'empty' has no tables (for tests of the migrations themselves); 'migrated' is a copy of the cluster's template
 * with every migration applied (a server starting on it still checks its migrations, and finds none pending).
 */
export async function createTestDatabaseUrl(contents: 'empty' | 'migrated' = 'empty'): Promise<string | undefined> {
  if (testDatabaseKind !== 'postgres') return undefined;
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = contents === 'migrated' ? inject('postgresTemplateDatabase') : '';
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
