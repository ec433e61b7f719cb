import { inflateEntry, readZipDirectory, ZipFormatError } from './zipDirectory.ts';

/** Unpack limits for a .docx (a ZIP archive): generous for real documents, fatal for bombs. */
export const docxLimits = {
  maxEntries: 1000,
  /** Everything unpacked together. */
  maxTotalBytes: 30 * 1024 * 1024,
  /** Unpacked / packed, for entries big enough to matter. */
  maxRatio: 100,
  ratioCheckFromBytes: 256 * 1024,
} as const;

export type DocxProblem = 'notZip' | 'bomb' | 'notWord';

export class DocxLimitError extends Error {
  constructor(
    readonly problem: DocxProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'DocxLimitError';
  }
}

/**
 * Checks a .docx before anything unpacks it: entry count, declared sizes and
 * compression ratios from the central directory, then the real size of each
 * entry by inflating it with a cap (so a lying directory is caught too).
 */
export function checkDocxArchive(bytes: Uint8Array, limits = docxLimits): void {
  let entries;
  try {
    entries = readZipDirectory(bytes, limits.maxEntries);
  } catch (error) {
    const message = (error as Error).message;
    throw new DocxLimitError(/too many entries|ZIP64/.test(message) ? 'bomb' : 'notZip', message);
  }
  if (!entries.some((entry) => entry.name === 'word/document.xml')) {
    throw new DocxLimitError('notWord', 'no word/document.xml');
  }
  let declaredTotal = 0;
  for (const entry of entries) {
    declaredTotal += entry.declaredSize;
    const ratio = entry.declaredSize / Math.max(1, entry.compressedSize);
    if (entry.declaredSize >= limits.ratioCheckFromBytes && ratio > limits.maxRatio) {
      throw new DocxLimitError('bomb', `entry ${entry.name} has a compression ratio of ${Math.round(ratio)}`);
    }
  }
  if (declaredTotal > limits.maxTotalBytes) throw new DocxLimitError('bomb', 'declared sizes exceed the limit');
  let remaining = limits.maxTotalBytes;
  for (const entry of entries) {
    try {
      const produced = inflateEntry(bytes, entry, Math.min(remaining, entry.declaredSize)) as number;
      remaining -= produced;
    } catch (error) {
      if (error instanceof ZipFormatError && /unpacks to more|larger than/.test(error.message)) {
        throw new DocxLimitError('bomb', error.message);
      }
      throw new DocxLimitError('notZip', (error as Error).message);
    }
  }
}

/** The main document XML of a checked .docx. */
export function docxDocumentXml(bytes: Uint8Array): string {
  const entries = readZipDirectory(bytes, docxLimits.maxEntries);
  const entry = entries.find((candidate) => candidate.name === 'word/document.xml');
  if (!entry) throw new DocxLimitError('notWord', 'no word/document.xml');
  const xml = inflateEntry(bytes, entry, docxLimits.maxTotalBytes, true) as Uint8Array;
  return new TextDecoder().decode(xml);
}
