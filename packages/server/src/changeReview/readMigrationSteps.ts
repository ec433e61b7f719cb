import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationStep } from '@admissions/form-core';

/**
 * The steps of `<tenant folder>/migrations.json` (none without the file), for
 * the change review: which removed keys and codes a step carries forward.
 * Only the step kinds and the keys they name are read here; the migration
 * runner checks the file in full.
 */
export function readMigrationSteps(tenantFolder: string): MigrationStep[] {
  const path = join(tenantFolder, 'migrations.json');
  if (!existsSync(path)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const steps = (parsed as { steps?: unknown } | null)?.steps;
  if (!Array.isArray(steps) || !steps.every(isStep)) {
    throw new Error(
      `${path} must be { "steps": [...] }, each step an object with an id and one of rename, mapCodes, drop, reask`,
    );
  }
  return steps;
}

function isStep(value: unknown): value is MigrationStep {
  if (value === null || typeof value !== 'object') return false;
  const step = value as Record<string, unknown>;
  return typeof step.id === 'string' && ['rename', 'mapCodes', 'drop', 'reask'].some((kind) => isObject(step[kind]));
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
