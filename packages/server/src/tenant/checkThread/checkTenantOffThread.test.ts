import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Answers } from '@admissions/form-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTenantFolder } from './checkedTenant.ts';
import { compiledEntryUrl } from '../../compiledEntryUrl.ts';
import { checkTenantOffThread } from './checkTenantOffThread.ts';

const fixtureTenantsDir = fileURLToPath(new URL('../../../test/fixtures/tenant/', import.meta.url));
const today = new Date('2026-03-01T12:00:00Z');
const fromSources = new URL('./tenantCheckThreadFromSources.mjs', import.meta.url);

describe('checking the tenant off the serving thread', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tenant-check-thread-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('runs in this thread from the sources, and reuses the compiled validator', async () => {
    expect(compiledEntryUrl('tenantCheckWorkerEntry')).toBeUndefined();
    const checked = await checkTenantOffThread(fixtureTenantsDir, 'mini');
    expect(checked.thread).toBe('serving');
    expect(checked.problems).toEqual([]);
    expect(checked.validation).toBeDefined();
  });

  it('brings back from the thread the same bundle, problems and logo as the checks in this thread', async () => {
    const here = checkTenantFolder(fixtureTenantsDir, 'mini');
    const there = await checkTenantOffThread(fixtureTenantsDir, 'mini', fromSources);
    const { validation: compiledHere, ...plain } = here;
    expect(there.thread).toBe('worker');
    const { validation: fromThread, thread: _thread, ms: _ms, ...plainThere } = there;
    expect(plainThere).toEqual(plain);
    expect(there.bundle?.pages.length).toBeGreaterThan(0);
    // The thread's validation is the generated module run here: the same module, the same verdicts.
    expect(fromThread?.browserModule()).toBe(compiledHere?.browserModule());
    const samples: Answers[] = [
      {},
      { first_name: 'Ada', last_name: 'Lovelace', birth_date: '2031-01-01', sat_score: '99999' },
      { first_name: '', essay: 'x'.repeat(20_000), act_score: 'high', country: true },
    ];
    // Answers with mistakes: the verdicts compared are not all empty.
    expect(Object.keys(compiledHere?.validator(samples[2] ?? {}, { now: today }) ?? {}).length).toBeGreaterThan(0);
    for (const answers of samples) {
      expect(fromThread?.validator(answers, { now: today })).toEqual(compiledHere?.validator(answers, { now: today }));
    }
  }, 60_000);

  it("reports a broken tenant's problems at file:line:col from the thread", async () => {
    mkdirSync(join(scratch, 'broken'));
    writeFileSync(join(scratch, 'broken', 'tenant.json'), '{ "name": "broken", ');
    const checked = await checkTenantOffThread(scratch, 'broken', fromSources);
    expect(checked.bundle).toBeUndefined();
    expect(checked.problems).toEqual([expect.objectContaining({ file: 'tenant.json', line: 1, rule: 'json-syntax' })]);
  }, 60_000);

  it('rejects with the reason when the folder cannot be read at all', async () => {
    await expect(checkTenantOffThread(scratch, 'absent', fromSources)).rejects.toThrow(
      /Cannot read tenant file .*absent\/tenant\.json: it does not exist/,
    );
  }, 60_000);

  it('rejects when the thread ends without an answer', async () => {
    const silent = join(scratch, 'silent.mjs');
    writeFileSync(silent, 'process.exit(3);\n');
    await expect(checkTenantOffThread(scratch, 'broken', new URL(`file://${silent}`))).rejects.toThrow(
      'the tenant check thread exited with code 3 without an answer',
    );
  });
});
