import { type PDFDocument, PDFHexString, PDFName, PDFNull, type PDFRef } from 'pdf-lib';

export interface OutlineEntry {
  title: string;
  page: PDFRef;
}

/**
 * Adds a flat outline (bookmarks) to the document, one entry per target,
 * and asks viewers to open the bookmarks panel. pdf-lib has no outline
 * API, so the dictionaries are written directly (PDF 1.7, 12.3.3).
 */
export function addOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return;
  const { context } = doc;
  const rootRef = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: rootRef,
      Dest: [entry.page, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
    });
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < refs.length - 1) item.set(PDFName.of('Next'), refs[i + 1]!);
    context.assign(refs[i]!, item);
  });
  context.assign(
    rootRef,
    context.obj({ Type: 'Outlines', First: refs[0]!, Last: refs[refs.length - 1]!, Count: entries.length }),
  );
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
