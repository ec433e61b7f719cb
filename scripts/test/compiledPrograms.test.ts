import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeOutputsOfEndedRuns } from './compiledPrograms.ts';

describe('compiled test programs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compiled-programs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("removes the outputs of test runs that ended without removing them, and keeps running runs' and other folders", () => {
    // A process that has exited: its id names no running process any more.
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    for (const name of [
      `test-server-pglite-${ended}`,
      `test-${ended}`,
      `test-e2e-${process.pid}`,
      `test-${process.pid}`,
      'assets',
    ])
      mkdirSync(join(dir, name));
    expect(removeOutputsOfEndedRuns(dir).sort()).toEqual([`test-${ended}`, `test-server-pglite-${ended}`].sort());
    expect(readdirSync(dir).sort()).toEqual(['assets', `test-${process.pid}`, `test-e2e-${process.pid}`].sort());
  });
});
