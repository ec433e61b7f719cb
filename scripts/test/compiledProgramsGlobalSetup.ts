import type { TestProject } from 'vitest/node';
import { compileProgramsForTests } from './compiledPrograms.ts';

/** Compiles the server and the admin CLIs once for the project's tests, and removes them afterwards. */
export default async function setup(project: TestProject): Promise<() => void> {
  const programs = await compileProgramsForTests(project.name);
  project.provide('compiledProgramsDir', programs.dir);
  return () => programs.remove();
}
