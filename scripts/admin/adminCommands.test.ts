import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminOperations } from '@admissions/server';
import { describe, expect, it } from 'vitest';
import { checklistCommand } from './checklist.ts';
import { importLookupCommand } from './importLookup.ts';
import { prefillLinkCommand } from './prefillLink.ts';
import { UsageError } from './runAdminCommand.ts';
import { staffLinkCommand } from './staffLink.ts';

/** Records the calls; answers like the real operations would. */
function recordingOperations(calls: unknown[]): AdminOperations {
  const link = { token: 't', link: 'http://127.0.0.1:3000/?x=t', expires_at: '2030-01-01T00:00:00.000Z' };
  return {
    createStaffLink: async (input) => (calls.push(['staff', input]), link),
    revokeStaffLink: async (input) => (calls.push(['revokeStaff', input]), { revoked: true }),
    createPrefillLink: async (input) => (calls.push(['prefill', input]), link),
    revokePrefillLink: async (input) => (calls.push(['revokePrefill', input]), { revoked: false }),
    importLookup: async (input) => (calls.push(['import', input]), { imported: 3 }),
    createSubmittedStaffLinks: async (input) => (calls.push(['submittedLinks', input]), { links: [], next: null }),
    listFailedDeliveries: async (input) => (calls.push(['failed', input]), { deliveries: [] }),
    retryFailedDeliveries: async (input) => (calls.push(['retry', input]), { queued: 0 }),
    exportColumns: async () => ({ columns: [] }),
    exportPage: async () => ({ records: [], next: null }),
    bundlePage: async () => ({ applicants: [], next: null }),
    bundleFile: async () => ({ base64: '' }),
    tenantVersions: async () => ({ tenant: 'demo', versions: [] }),
    reviewChange: async () => ({ live: false, lines: [], errors: [] }),
    setChecklistState: async (input) => (
      calls.push(['checklistSet', input]),
      { applicant_id: 'A00000007', item: input.item, state: 'waived', previous: null, complete: true }
    ),
    showChecklist: async (input) => (
      calls.push(['checklistShow', input]),
      {
        applicant_id: 'A00000007',
        checklist: { heading: 'Checklist', complete: false, items: [{ id: 'fee', title: 'Fee', state: 'missing' }] },
        audit: [],
      }
    ),
  };
}

describe('admin CLI commands', () => {
  const dir = mkdtempSync(join(tmpdir(), 'admin-commands-'));

  it('checklist: sets a state with who set it, shows the checklist, refuses an unknown state', async () => {
    const calls: unknown[] = [];
    const operations = recordingOperations(calls);
    expect(
      await checklistCommand(['set', 'ada@example.com', 'fee', 'waived', '--by', 'J. Staff', '--note', 'approved'])(
        operations,
      ),
    ).toEqual({
      output: 'A00000007 fee: - -> waived',
      note: 'The checklist is complete; the applicant is told by e-mail.',
    });
    expect((await checklistCommand(['show', 'A00000007'])(operations)).output).toBe(
      'A00000007: not complete\n  fee                          missing   Fee',
    );
    expect(calls).toEqual([
      [
        'checklistSet',
        { applicant: 'ada@example.com', item: 'fee', state: 'waived', actor: 'J. Staff', note: 'approved' },
      ],
      ['checklistShow', { applicant: 'A00000007' }],
    ]);
    expect(() => checklistCommand(['set', 'ada@example.com', 'fee', 'paid'])).toThrow(UsageError);
    expect(() => checklistCommand(['set', 'ada@example.com', 'fee'])).toThrow(UsageError);
    expect(() => checklistCommand(['remove', 'ada@example.com'])).toThrow(UsageError);
  });

  it('staff-link: creates with --hours (default 72) or revokes', async () => {
    const calls: unknown[] = [];
    const operations = recordingOperations(calls);
    expect(await staffLinkCommand(['ada@example.com'])(operations)).toEqual({
      output: 'http://127.0.0.1:3000/?x=t',
      note: 'Valid until 2030-01-01T00:00:00.000Z. Revoke with: npm run staff-link -- --revoke t',
    });
    await staffLinkCommand(['ada@example.com', '--hours', '5'])(operations);
    expect(await staffLinkCommand(['--revoke', 'abc'])(operations)).toEqual({
      output: 'The staff link has been revoked.',
    });
    expect(calls).toEqual([
      ['staff', { username: 'ada@example.com', hours: 72 }],
      ['staff', { username: 'ada@example.com', hours: 5 }],
      ['revokeStaff', { token: 'abc' }],
    ]);
  });

  it('staff-link: refuses usage mistakes before touching the database', () => {
    expect(() => staffLinkCommand([])).toThrow(UsageError);
    expect(() => staffLinkCommand(['a@b.co', 'c@d.co'])).toThrow(UsageError);
    expect(() => staffLinkCommand(['a@b.co', '--hours', '0'])).toThrow('--hours must be a positive number.');
    expect(() => staffLinkCommand(['a@b.co', '--days', '1'])).toThrow(UsageError);
    expect(() => staffLinkCommand(['--submitted-since', 'yesterday'])).toThrow(/ISO date/);
    expect(() => staffLinkCommand(['a@b.co', '--submitted-since', '2026-11-01'])).toThrow(/not both/);
  });

  it('prefill-link: reads the answers file (default 7 days) or revokes', async () => {
    const file = join(dir, 'answers.json');
    writeFileSync(file, '{"first_name":"Ada"}');
    const calls: unknown[] = [];
    const operations = recordingOperations(calls);
    await prefillLinkCommand([file])(operations);
    expect((await prefillLinkCommand(['--revoke', 'x'])(operations)).output).toContain('No live prefill link');
    expect(calls).toEqual([
      ['prefill', { answers: { first_name: 'Ada' }, days: 7 }],
      ['revokePrefill', { token: 'x' }],
    ]);
    expect(() => prefillLinkCommand([join(dir, 'missing.json')])).toThrow(/Cannot read/);
    writeFileSync(file, '{');
    expect(() => prefillLinkCommand([file])).toThrow(/not valid JSON/);
  });

  it('import-lookup: sends the category and the file', async () => {
    const file = join(dir, 'schools.csv');
    writeFileSync(file, 'id,name\n1,A\n');
    const calls: unknown[] = [];
    expect(await importLookupCommand(['hs_ceeb', file])(recordingOperations(calls))).toEqual({
      output: 'Imported 3 hs_ceeb records (the category was replaced).',
    });
    expect(calls).toEqual([['import', { category: 'hs_ceeb', csv: 'id,name\n1,A\n' }]]);
    expect(() => importLookupCommand(['hs_ceeb'])).toThrow(UsageError);
  });
});
