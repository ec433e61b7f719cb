import type { TestProject } from 'vitest/node';
import { isPostgresAvailable, startThrowawayPostgres } from '../throwawayPostgres.ts';
import { requireOrSkip } from './requireOrSkip.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster, or '' when the PostgreSQL leg is skipped. */
    postgresAdminUrl: string;
  }
}

/** Starts one throwaway PostgreSQL cluster for the server-postgres leg; each test file creates its own database in it. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const available = requireOrSkip(
    'PostgreSQL',
    isPostgresAvailable(),
    'Install the Debian package postgresql-15 (the server binaries; no server needs to run).',
  );
  if (!available) {
    project.provide('postgresAdminUrl', '');
    return undefined;
  }
  const pg = await startThrowawayPostgres();
  console.log(`[server-postgres] throwaway PostgreSQL cluster on port ${pg.port}`);
  project.provide('postgresAdminUrl', pg.url);
  return () => pg.stop();
}
