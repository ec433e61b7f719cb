import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { findExecutable } from '../../../src/documents/documentsConfig.ts';

const run = promisify(execFile);

const soffice = findExecutable('soffice', process.env.PATH);

/**
 * Whether LibreOffice Calc is installed: soffice, and Calc's library beside
 * it (Debian's libreoffice-calc-nogui; without it soffice cannot load a CSV).
 */
export const calcAvailable: boolean =
  soffice !== undefined && existsSync(join(dirname(realpathSync(soffice)), 'libsclo.so'));

/** What Calc made of one CSV file: the formulas it would compute, and the text of every non-empty cell. */
export interface CalcSheet {
  file: string;
  formulas: string[];
  cells: string[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of a cell's paragraphs in flat ODF XML (spaces, tabs and line breaks spelled out as elements). */
function cellText(xml: string): string {
  return [...xml.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
    .map(([, inner]) =>
      inner!
        .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, count: string | undefined) => ' '.repeat(Number(count ?? 1)))
        .replace(/<text:tab\/>/g, '\t')
        .replace(/<text:line-break\/>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!),
    )
    .join('\n');
}

/**
 * Opens CSV files in LibreOffice Calc headless as a user would, reading them
 * with `separator` (double quotes as text delimiter, UTF-8, formulas
 * evaluated as Calc does by default), and saves each as flat ODF XML, where
 * a cell Calc made a formula carries `table:formula`. One soffice run for all
 * the files, on a throwaway profile in `work` (a later call on the same
 * directory reuses it and starts faster; calls on one directory must not overlap).
 */
export async function openInCalc(
  work: string,
  files: readonly string[],
  separator: ',' | ';' | '\t',
): Promise<CalcSheet[]> {
  if (!soffice) throw new Error('soffice is not on PATH');
  const out = mkdtempSync(join(work, 'out-'));
  // Field separator, text delimiter (34 = "), character set (76 = UTF-8), first line 1.
  const filter = `CSV:${separator.charCodeAt(0)},34,76,1`;
  await run(
    soffice,
    [
      `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      `--infilter=${filter}`,
      '--convert-to',
      'fods',
      '--outdir',
      out,
      ...files,
    ],
    { env: { HOME: work, TMPDIR: work, PATH: process.env.PATH ?? '/usr/bin:/bin' }, timeout: 60_000 },
  );
  try {
    return files.map((file) => readSheet(file, out));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Reads back the flat ODF XML Calc saved for `file`. */
function readSheet(file: string, out: string): CalcSheet {
  const converted = join(out, `${basename(file).replace(/\.[^.]*$/, '')}.fods`);
  if (!existsSync(converted)) throw new Error(`Calc did not open ${file} (is libreoffice-calc installed?)`);
  const xml = readFileSync(converted, 'utf8');
  const cells = [...xml.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)];
  return {
    file,
    formulas: cells.flatMap(([, attributes]) => /table:formula="([^"]*)"/.exec(attributes!)?.[1] ?? []),
    cells: cells.map(([, , inner]) => cellText(inner ?? '')).filter((text) => text !== ''),
  };
}
