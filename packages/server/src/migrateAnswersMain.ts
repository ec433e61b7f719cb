import { relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { formatTenantProblems } from '@admissions/form-core';
import { isProcessAlive, readAdminEndpointFile } from './admin/adminEndpointFile.ts';
import { answerMigrationPlan } from './answerMigrations/answerMigrationPlan.ts';
import { formatAnswerMigrationReport } from './answerMigrations/formatAnswerMigrationReport.ts';
import { defaultAnswerMigrationBatch, runAnswerMigrations } from './answerMigrations/runAnswerMigrations.ts';
import { assertNoProblems, ConfigError } from './config/configError.ts';
import { readTenant } from './config/coreSettings.ts';
import { loadDatabaseSettings } from './config/databaseSettings.ts';
import { createEnvReader } from './config/envReader.ts';
import { describeDatabase, openDatabase, StartupError } from './db/openDatabase.ts';
import { keepNewFilesOwnerOnly } from './security/ownerOnlyFiles.ts';
import { exitOnStartupFailure } from './startupFailure.ts';
import { loadTenantFolder } from './tenant/loadTenantDirectory.ts';

/**
 * `npm run migrate-answers [-- --dry-run] [-- --batch N]`: applies the steps
 * of the tenant's migrations.json (TENANTS_DIR, TENANT) to every application
 * in progress on the server's database (DATABASE_URL, else PGlite in
 * DATA_DIR), in batches of N applications each in one transaction, and
 * prints what each step changed. `--dry-run` prints what each step would
 * change and writes nothing. Nodes keep serving meanwhile; run one at a time
 * (docs/operations.md). Exit 78 when the tenant has problems, 1 when the
 * database cannot be used.
 */
keepNewFilesOwnerOnly();
try {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, batch: { type: 'string' } },
    allowPositionals: false,
  });
  const batchSize = values.batch === undefined ? defaultAnswerMigrationBatch : Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw new ConfigError([`--batch must be a whole number from 1 to 10000, got ${JSON.stringify(values.batch)}`]);
  }
  const database = loadDatabaseSettings(process.env, process.cwd());
  const read = createEnvReader(process.env);
  const { tenant, tenantsDir } = readTenant(read, process.cwd());
  assertNoProblems(database, read);
  const loaded = loadTenantFolder(tenantsDir, tenant);
  if (loaded.problems.length > 0 || !loaded.bundle) {
    const folder = relative(process.cwd(), `${tenantsDir}/${tenant}`).split(sep).join('/');
    throw new ConfigError([
      `TENANT ${JSON.stringify(tenant)} has ${loaded.problems.length} problem(s); nothing was migrated:`,
      ...formatTenantProblems(folder, loaded.problems),
    ]);
  }
  const settings = database.value;
  if (!settings.databaseUrl) {
    // PGlite is one process's files: a running server owns them.
    const endpoint = readAdminEndpointFile(settings.dataDir);
    if (endpoint && isProcessAlive(endpoint.pid)) {
      throw new StartupError(
        `a server (pid ${endpoint.pid}) is running on ${settings.dataDir}; PGlite allows one process: stop it first`,
      );
    }
  }
  const where = describeDatabase(settings);
  const db = await openDatabase({ ...settings, poolMax: 2, migrations: 'apply' });
  try {
    const report = await runAnswerMigrations(db, answerMigrationPlan(loaded), {
      batchSize,
      dryRun: values['dry-run'],
      onBatch: ({ batches, applications }) => {
        if (batches % 20 === 0) process.stderr.write(`  ${applications} application(s) so far\n`);
      },
    });
    console.log(formatAnswerMigrationReport(report, where));
  } finally {
    await db.close();
  }
} catch (error) {
  exitOnStartupFailure(error, 'migrate answers');
}
