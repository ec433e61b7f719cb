import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminOperations, ExportColumn, ExportRecord } from '@admissions/server';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../runAdminCommand.ts';
import { exportCommand } from './exportCommand.ts';

const column = (name: string, kind: ExportColumn['kind'] = 'answer'): ExportColumn => ({
  name,
  kind,
  type: 'string',
  source: name,
  label: name.toUpperCase(),
  page: 'About You',
  options: name === 'gender' ? [{ value: 'F', label: 'Female' }] : [],
});
const columns = [
  column('applicant_id', 'applicant'),
  column('first_name'),
  column('gender'),
  column('gender_desc', 'label'),
];

/** Pages of `size` records out of `total`, counting the pages asked for. */
function pagedOperations(total: number, size: number) {
  const asked: unknown[] = [];
  const records = Array.from({ length: total }, (_, i): ExportRecord => ({
    applicant_id: `A${i}`,
    first_name: i === 1 ? '=HYPERLINK("x")' : `Ada ${i}`,
    gender: 'F',
    gender_desc: 'Female',
  }));
  const operations = {
    exportColumns: async () => ({ columns }),
    exportPage: async (input: { after?: { userId: string } }) => {
      asked.push(input);
      const start = input.after ? Number(input.after.userId) : 0;
      const page = records.slice(start, start + size);
      const end = start + page.length;
      return {
        records: page,
        next: end < total ? { submittedAt: '2026-11-01T00:00:00.000000Z', userId: String(end) } : null,
      };
    },
  } as unknown as AdminOperations;
  return { operations, asked };
}

describe('npm run export', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-command-'));

  it('writes a header and one CSV record per application, page after page, into a private file', async () => {
    const { operations, asked } = pagedOperations(5, 2);
    const out = join(dir, 'all.csv');
    const result = await exportCommand(['--out', out])(operations);
    expect(asked).toHaveLength(3);
    const text = readFileSync(out, 'utf8');
    expect(text.split('\r\n')).toEqual([
      'applicant_id,first_name,gender,gender_desc',
      'A0,Ada 0,F,Female',
      `A1,"'=HYPERLINK(""x"")",F,Female`,
      'A2,Ada 2,F,Female',
      'A3,Ada 3,F,Female',
      'A4,Ada 4,F,Female',
      '',
    ]);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).not.toContain('all.csv.partial');
    expect(result.note).toBe(`Exported 5 submitted applications (4 columns, csv) to ${out}.`);
  });

  it('writes NDJSON, and CSV with a byte order mark on request', async () => {
    const out = join(dir, 'all.ndjson');
    await exportCommand(['--format', 'ndjson', '--out', out])(pagedOperations(2, 10).operations);
    expect(
      readFileSync(out, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { applicant_id: 'A0', first_name: 'Ada 0', gender: 'F', gender_desc: 'Female' },
      { applicant_id: 'A1', first_name: '=HYPERLINK("x")', gender: 'F', gender_desc: 'Female' },
    ]);
    const bom = join(dir, 'bom.csv');
    await exportCommand(['--bom', '--out', bom])(pagedOperations(1, 10).operations);
    expect(readFileSync(bom).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes the dictionary: each column with its question, page and codes', async () => {
    const out = join(dir, 'dictionary.csv');
    await exportCommand(['--dictionary', '--out', out])(pagedOperations(0, 1).operations);
    const lines = readFileSync(out, 'utf8').split('\r\n');
    expect(lines[0]).toBe('column,kind,type,question,page,description,options');
    expect(lines[3]).toBe(
      'gender,answer,string,GENDER,About You,The code of the answer (its label is in gender_desc),F=Female',
    );
  });

  it('leaves no file when the export fails half-way', async () => {
    const { operations } = pagedOperations(5, 2);
    const failing = {
      ...operations,
      exportPage: async (input: { after?: unknown }) => {
        if (input.after) throw new Error('database went away');
        return operations.exportPage(input as never);
      },
    } as unknown as AdminOperations;
    const out = join(dir, 'failed.csv');
    await expect(exportCommand(['--out', out])(failing)).rejects.toThrow('database went away');
    expect(readdirSync(dir).filter((name) => name.startsWith('failed'))).toEqual([]);
  });

  it('refuses usage mistakes before touching the database', () => {
    expect(() => exportCommand(['--format', 'xml'])).toThrow('--format must be csv or ndjson, got "xml".');
    expect(() => exportCommand(['--since', 'last week'])).toThrow(/--since must be an ISO date/);
    expect(() => exportCommand(['--dictionary', '--bundle', 'x'])).toThrow(UsageError);
    expect(() => exportCommand(['--bundle', 'x', '--out', 'y'])).toThrow(/--bundle writes a folder/);
    expect(() => exportCommand(['--retry', '3'])).toThrow(/go with --failed-deliveries/);
    expect(() => exportCommand(['--failed-deliveries', '--retry', 'x'])).toThrow(/delivery ids/);
    expect(() => exportCommand(['--format', 'ndjson', '--bom'])).toThrow('--bom is for CSV output.');
    expect(() => exportCommand(['stray'])).toThrow(UsageError);
  });
});
