import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from './pgliteTemplate.ts';

/** Migrates one PGlite database for the PGlite leg; each test server starts on a copy of it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplateDir', template.dir);
  return () => template.remove();
}
