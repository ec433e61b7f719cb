import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkDocxArchive, DocxLimitError, docxDocumentXml, docxLimits } from './docxLimits.ts';
import { readZipDirectory } from './zipDirectory.ts';

const documentXml = '<w:document><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>';

function docx(extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8(documentXml), ...extra });
}

/** Rewrites the uncompressed size the central directory declares for `name`. */
function lieAboutSize(zip: Uint8Array, name: string, declared: number): Uint8Array {
  const copy = new Uint8Array(zip);
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 < copy.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(copy.subarray(at + 46, at + 46 + nameLength)) === name) {
      view.setUint32(at + 24, declared, true);
    }
  }
  return copy;
}

function problemOf(bytes: Uint8Array): string | undefined {
  try {
    checkDocxArchive(bytes);
    return undefined;
  } catch (error) {
    return error instanceof DocxLimitError ? error.problem : 'other';
  }
}

describe('docx unpack limits', () => {
  it('accepts a normal document and reads its text', () => {
    const file = docx({ 'word/media/image.bin': new Uint8Array(200_000).map((_, i) => (i * 7919) % 251) });
    expect(problemOf(file)).toBeUndefined();
    expect(docxDocumentXml(file)).toBe(documentXml);
  });

  it('refuses a high compression ratio from the directory alone', () => {
    expect(problemOf(docx({ 'word/zeros.bin': new Uint8Array(8 * 1024 * 1024) }))).toBe('bomb');
  });

  it('refuses an archive whose directory understates what an entry unpacks to, stopping at the cap', () => {
    const honest = docx({ 'word/zeros.bin': new Uint8Array(4 * 1024 * 1024) });
    const lying = lieAboutSize(honest, 'word/zeros.bin', 1000);
    expect(readZipDirectory(lying, 10).find((entry) => entry.name === 'word/zeros.bin')?.declaredSize).toBe(1000);
    expect(problemOf(lying)).toBe('bomb');
  });

  it('refuses too many entries and declared totals over the limit', () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= docxLimits.maxEntries; i++) many[`word/part${i}.xml`] = strToU8('x');
    expect(problemOf(docx(many))).toBe('bomb');
    const big = lieAboutSize(docx({ 'word/a.bin': strToU8('a') }), 'word/a.bin', docxLimits.maxTotalBytes + 1);
    expect(problemOf(big)).toBe('bomb');
  });

  it('tells a broken archive or one without a Word body from a bomb', () => {
    expect(problemOf(strToU8('not a zip at all'))).toBe('notZip');
    expect(problemOf(zipSync({ 'a.txt': strToU8('hi') }))).toBe('notWord');
  });
});
