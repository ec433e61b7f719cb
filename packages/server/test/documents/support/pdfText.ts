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
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
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
