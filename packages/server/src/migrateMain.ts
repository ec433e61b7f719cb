import { isProcessAlive, readAdminEndpointFile } from './admin/adminEndpointFile.ts';
import { assertNoProblems } from './config/configError.ts';
import { readLookupSeedSettings } from './config/coreSettings.ts';
import { loadDatabaseSettings } from './config/databaseSettings.ts';
import { createEnvReader } from './config/envReader.ts';
import { describeDatabase, openDatabase, StartupError } from './db/openDatabase.ts';
import { migrate, readMigrations } from './db/migrate.ts';
import { seedLookupData } from './lookup/seedLookupData.ts';
import { dataDirExposure } from './security/dataDirExposure.ts';
import { keepNewFilesOwnerOnly } from './security/ownerOnlyFiles.ts';
import { exitOnStartupFailure } from './startupFailure.ts';

/**
 * `npm run migrate`: applies pending migrations to the database the server
 * would use (DATABASE_URL, else PGlite in DATA_DIR) and prints what it
 * applied, then loads the bundled lookup data when the lookup is empty
 * (LOOKUP_SEED, LOOKUP_DATA_DIR), so serving nodes never do: the load leaves
 * some 70 MB in the process that does it. Safe to run on several nodes at
 * once (docs/operations.md).
 */
keepNewFilesOwnerOnly();
try {
  const database = loadDatabaseSettings(process.env, process.cwd());
  const lookupRead = createEnvReader(process.env);
  const lookup = readLookupSeedSettings(lookupRead, process.cwd());
  assertNoProblems(database, lookupRead);
  const settings = database.value;
  if (!settings.databaseUrl) {
    // PGlite is one process's files: a running server owns them.
    const endpoint = readAdminEndpointFile(settings.dataDir);
    if (endpoint && isProcessAlive(endpoint.pid)) {
      throw new StartupError(
        `a server (pid ${endpoint.pid}) is running on ${settings.dataDir}; PGlite allows one process: ` +
          'stop it first (a server applies migrations at start unless MIGRATE_ON_START=false)',
      );
    }
  }
  const exposure = dataDirExposure(settings.dataDir);
  if (exposure) console.warn(`Warning: ${exposure}`);
  const where = describeDatabase(settings);
  const db = await openDatabase({ ...settings, poolMax: 1, migrations: 'skip' });
  try {
    const applied = await migrate(db).catch((error: unknown) => {
      throw new StartupError(`${(error as Error).message} (${where}); nothing of it was applied`, { cause: error });
    });
    const known = readMigrations().length;
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s) to ${where}:\n${applied.map((version) => `  ${version}`).join('\n')}`
        : `${where} is up to date (${known} migrations applied).`,
    );
    if (lookup.lookupSeed) await seedLookupData(db, lookup.lookupDataDir, { info: (message) => console.log(message) });
  } finally {
    await db.close();
  }
} catch (error) {
  exitOnStartupFailure(error, 'migrate');
}
