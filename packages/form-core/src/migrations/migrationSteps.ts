/**
 * The steps of a tenant's `migrations.json`: how answers saved under an
 * earlier definition are carried to the current one. Steps run in file
 * order; each has an id that never changes once published (an application
 * records which ids it has had applied, so a step runs once per
 * application). A step names answer keys of the data model; an answer's
 * `_desc` companion and its add-another instances follow their key.
 */
export type MigrationStep = RenameStep | MapCodesStep | DropStep | ReaskStep;

interface StepBase {
  /** Stable, unique within the file, for example "2026-10-rename-gre". */
  id: string;
  /** What the step is for, in staff's words (shown in dry runs and reviews). */
  note?: string;
}

/** The answer saved under `from` moves to `to` (unless `to` already holds an answer). */
export interface RenameStep extends StepBase {
  rename: { from: string; to: string };
}

/** A coded answer of `key` that equals a code of `codes` becomes the mapped code. */
export interface MapCodesStep extends StepBase {
  mapCodes: { key: string; codes: Record<string, string> };
}

/** The answer of `key` leaves the application; its value is archived, never deleted. */
export interface DropStep extends StepBase {
  drop: { key: string };
}

/** The answer of `key` is archived and cleared, and the applicant is asked it again. */
export interface ReaskStep extends StepBase {
  reask: { key: string };
}

/** The whole file. */
export interface MigrationsFile {
  steps: MigrationStep[];
}

/** Which kind a step is. */
export function stepKind(step: MigrationStep): 'rename' | 'mapCodes' | 'drop' | 'reask' {
  if ('rename' in step) return 'rename';
  if ('mapCodes' in step) return 'mapCodes';
  if ('drop' in step) return 'drop';
  return 'reask';
}
