import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFObject, PDFString, PDFHexString } from 'pdf-lib';

/** Actions a link may keep: a jump inside the document, or a web or mail link. */
const keptActions = new Set(['GoTo', 'URI']);
const keptSchemes = /^(https?:|mailto:)/i;
/** Annotations that carry files or media (players, scripts) rather than marks on the page. */
const droppedAnnotations = new Set(['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D']);

const name = (key: string) => PDFName.of(key);

function nameOf(dict: PDFDict, key: string): string | undefined {
  const value = dict.get(name(key));
  return value instanceof PDFName ? value.decodeText() : undefined;
}

function textOf(value: PDFObject | undefined): string {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';
}

/**
 * Removes what a PDF viewer could run from the pages of an uploaded PDF
 * before they are copied into the PDF we store: page and annotation
 * additional actions (JavaScript on open, on mouse-over), link actions other
 * than in-document jumps and http(s)/mailto links (JavaScript, Launch,
 * SubmitForm, remote documents), chained actions, and file attachment and
 * media annotations. Document-level scripts (OpenAction, the JavaScript name
 * tree) stay behind anyway: only pages are copied.
 */
export function stripActiveContent(doc: PDFDocument): void {
  const { context } = doc;
  const dictAt = (value: PDFObject | undefined) => {
    const resolved = value ? context.lookup(value) : undefined;
    return resolved instanceof PDFDict ? resolved : undefined;
  };
  for (const page of doc.getPages()) {
    page.node.delete(name('AA'));
    const annots = page.node.lookup(name('Annots'));
    if (!(annots instanceof PDFArray)) continue;
    const kept: PDFObject[] = [];
    for (const entry of annots.asArray()) {
      const annotation = dictAt(entry);
      if (!annotation || droppedAnnotations.has(nameOf(annotation, 'Subtype') ?? '')) continue;
      annotation.delete(name('AA'));
      const action = dictAt(annotation.get(name('A')));
      if (action) {
        const type = nameOf(action, 'S') ?? '';
        const uri = textOf(context.lookup(action.get(name('URI'))));
        if (!keptActions.has(type) || (type === 'URI' && !keptSchemes.test(uri))) annotation.delete(name('A'));
        else action.delete(name('Next'));
      }
      // Form fields keep their scripts on the parent field dictionaries.
      for (let parent = dictAt(annotation.get(name('Parent'))), depth = 0; parent && depth < 32; depth++) {
        parent.delete(name('AA'));
        parent = dictAt(parent.get(name('Parent')));
      }
      kept.push(entry);
    }
    page.node.set(name('Annots'), context.obj(kept));
  }
}
