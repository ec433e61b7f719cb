import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compileServer, serverDistDir } from '../build/compileServerBundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the server and admin CLIs compiled for this test run ('' when the leg is skipped). */
    compiledProgramsDir: string;
  }
}

/**
 * The programs production runs (`npm run build`'s server, migration step and
 * admin CLIs), compiled once for a test run instead of being compiled by tsx
 * at every process start: under load a tsx start costs several seconds more
 * than plain node on the compiled output, and the server tests start dozens.
 */
export interface CompiledPrograms {
  /** Folder of the compiled programs (`main.js`, `migrateMain.js`, `staffLink.js`, ...). */
  dir: string;
  remove(): void;
}

/**
 * Compiles into a folder of its own under packages/server/dist (the output
 * imports npm packages from the repository's node_modules), apart from `npm
 * run build`'s and from other test runs.
 */
export async function compileProgramsForTests(label: string): Promise<CompiledPrograms> {
  removeOutputsOfEndedRuns();
  const { outDir } = await compileServer(join(serverDistDir, `test-${label}-${process.pid}`));
  return { dir: outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The node arguments that run one compiled program (`main`, `migrateMain`, `staffLink`, ...). */
export function compiledProgramArgs(dir: string, program: string): string[] {
  return [join(dir, `${program}.js`)];
}

/** Whether a process with this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Test outputs (`test-<label>-<pid>`, `test-<pid>`) whose test process no
 * longer runs: a run that was killed never removed its own.
 */
export function removeOutputsOfEndedRuns(dir: string = serverDistDir): string[] {
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const pid = /^test-(?:.+-)?(\d+)$/.exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
