import { resolve } from 'node:path';
import type { LoadedSettings } from './configError.ts';
import { createEnvReader } from './envReader.ts';
import { writableDirectoryProblem } from './fileChecks.ts';

/** Where the data lives: what the server and `npm run migrate` both need. */
export interface DatabaseSettings {
  /** Root for the embedded default: PGlite database, uploads, mail outbox. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Connections per node to PostgreSQL. */
  databasePoolMax: number;
  /** Apply pending migrations at start; when false, a server refuses to start on a database that has any. */
  migrateOnStart: boolean;
}

export function loadDatabaseSettings(env: NodeJS.ProcessEnv, cwd: string): LoadedSettings<DatabaseSettings> {
  const read = createEnvReader(env);
  const dataDir = resolve(cwd, read.string('DATA_DIR') ?? 'data');
  const dataDirProblem = writableDirectoryProblem(dataDir);
  if (dataDirProblem)
    read.problem(`DATA_DIR must be a writable directory (or one that can be created): ${dataDirProblem}`);
  // The URL holds the database password: never echoed.
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:'], { secret: true });
  return {
    value: {
      dataDir,
      databaseUrl: databaseUrl ? read.string('DATABASE_URL') : undefined,
      databasePoolMax: read.integer('DATABASE_POOL_MAX', 10, { min: 1, max: 1000 }),
      migrateOnStart: read.boolean('MIGRATE_ON_START', true),
    },
    problems: read.problems,
  };
}
