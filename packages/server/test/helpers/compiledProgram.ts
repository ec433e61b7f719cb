import { inject } from 'vitest';
import { compiledProgramArgs } from '../../../../scripts/test/compiledPrograms.ts';

/** The compiled programs production runs, built once for this test run (the project's global setup). */
export type CompiledProgram =
  'main' | 'migrateMain' | 'staffLink' | 'prefillLink' | 'importLookup' | 'export' | 'tenantVersions' | 'checklist';

/** The node arguments that run `program` from this run's compiled output, as `npm start` runs the server. */
export function compiledProgram(program: CompiledProgram): string[] {
  return compiledProgramArgs(inject('compiledProgramsDir'), program);
}
