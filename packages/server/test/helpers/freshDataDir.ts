import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { copyPgliteTemplate } from '../../../../scripts/test/pgliteTemplate.ts';
import { testDatabaseKind } from './testDatabase.ts';

/**
 * A new, empty data dir for a server (prefix as for mkdtemp). On the PGlite
 * leg it holds a copy of the run's migrated template database (a fresh PGlite
 * database would cost an initdb per server); on PostgreSQL the database lives
 * elsewhere (createTestDatabaseUrl).
 */
export function freshDataDir(prefix = 'server-test-'): string {
  const template = testDatabaseKind === 'pglite' ? inject('pgliteTemplateDir') : '';
  return template ? copyPgliteTemplate(template, prefix) : mkdtempSync(join(tmpdir(), prefix));
}
