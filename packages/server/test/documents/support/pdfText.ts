import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';

/** The text of a PDF, by poppler's pdftotext. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdftext-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

/** How many images a PDF draws, by poppler's pdfimages. */
export function pdfImageCount(bytes: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'pdfimages-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    // A header of two lines, then one line per image.
    return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A bookmark as poppler reads it: its title, the page it opens (1-based) and the bookmarks under it. */
export interface ReadBookmark {
  title: string;
  page: number;
  children: ReadBookmark[];
}

const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The bookmarks (document outline) of a PDF, by poppler's pdftohtml -xml. */
export function pdfBookmarkTree(bytes: Uint8Array): ReadBookmark[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdfoutline-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    const xml = execFileSync('pdftohtml', ['-xml', '-stdout', '-i', '-q', file], { encoding: 'utf8' });
    const root: ReadBookmark[] = [];
    // Each <outline> opens the children of the bookmark before it (the first one, the top level).
    const stack: ReadBookmark[][] = [];
    const start = xml.indexOf('<outline>');
    if (start < 0) return root;
    for (const match of xml.slice(start).matchAll(/<outline>|<\/outline>|<item page="(\d+)">([^<]*)<\/item>/g)) {
      const list = stack[stack.length - 1];
      if (match[0] === '<outline>') {
        stack.push(list ? (list[list.length - 1]?.children ?? list) : root);
      } else if (match[0] === '</outline>') {
        stack.pop();
        if (stack.length === 0) break;
      } else {
        list?.push({ title: xmlText(match[2]!), page: Number(match[1]), children: [] });
      }
    }
    return root;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page count and the fields of poppler's pdfinfo. */
export function pdfInfo(bytes: Uint8Array): { pages: number; fields: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'pdfinfo-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const fields = Object.fromEntries(
      text
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => [match[1]!, match[2]!]),
    );
    return { pages: Number(fields.Pages), fields };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page (pdftotext, one call per page range; pages are split at form feeds). */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  return pdfText(bytes).split('\f').slice(0, -1);
}
