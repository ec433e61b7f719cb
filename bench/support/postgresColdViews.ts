/**
 * The cold first views of the heaviest /education with the server on PostgreSQL, production's database
 * (bench/formPage's other figures use the embedded PGlite, whose queries run on the server's event loop): a
 * throwaway cluster, a second compiled server, the same heaviest applicant.
 */
import type { Browser } from 'playwright-core';
import { isPostgresAvailable, startThrowawayPostgres } from '../../scripts/throwawayPostgres.ts';
import { type FirstView, firstViews } from './firstView.ts';
import { heaviestApplicantSession } from './heaviestApplicant.ts';
import { educationPath, type HeaviestEducation } from './heaviestEducation.ts';
import { startProductionApp } from './productionApp.ts';

/** Undefined where PostgreSQL's binaries are not installed. */
export async function postgresColdViews(
  browser: Browser,
  heaviest: HeaviestEducation,
  options: { runs: number; viewport: { width: number; height: number } },
): Promise<FirstView[] | undefined> {
  if (!isPostgresAvailable()) return undefined;
  const postgres = await startThrowawayPostgres();
  try {
    const postgresApp = await startProductionApp({ DATABASE_URL: await postgres.createDatabase('bench_form_page') });
    try {
      const state = await heaviestApplicantSession(browser, postgresApp, heaviest, options.viewport);
      return await firstViews(browser, state, `${postgresApp.baseUrl}${educationPath}`, heaviest.expectedQuestions, {
        cold: true,
        ...options,
      });
    } finally {
      await postgresApp.stop();
    }
  } finally {
    await postgres.stop();
  }
}
