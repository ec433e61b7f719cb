import { type PDFDocument, PDFHexString, PDFName, PDFNull, type PDFRef } from 'pdf-lib';

/** One bookmark: a title, the page it opens, and bookmarks under it. */
export interface Bookmark {
  title: string;
  page: PDFRef;
  children?: Bookmark[];
}

/**
 * Adds the bookmarks (the PDF's document outline) as a tree, every level
 * open, and asks viewers to show the bookmarks panel. pdf-lib has no outline
 * API, so the dictionaries are written directly: each item names its parent,
 * its siblings (Prev/Next), its first and last child, and Count, the number
 * of visible items below it.
 */
export function addBookmarks(doc: PDFDocument, bookmarks: readonly Bookmark[]): void {
  if (bookmarks.length === 0) return;
  const { context } = doc;
  const rootRef = context.nextRef();
  const level = (items: readonly Bookmark[], parent: PDFRef): { first: PDFRef; last: PDFRef; count: number } => {
    const refs = items.map(() => context.nextRef());
    let count = items.length;
    items.forEach((bookmark, i) => {
      const item = context.obj({
        Title: PDFHexString.fromText(bookmark.title),
        Parent: parent,
        Dest: [bookmark.page, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
      });
      if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]!);
      if (i < refs.length - 1) item.set(PDFName.of('Next'), refs[i + 1]!);
      if (bookmark.children && bookmark.children.length > 0) {
        const below = level(bookmark.children, refs[i]!);
        item.set(PDFName.of('First'), below.first);
        item.set(PDFName.of('Last'), below.last);
        item.set(PDFName.of('Count'), context.obj(below.count));
        count += below.count;
      }
      context.assign(refs[i]!, item);
    });
    return { first: refs[0]!, last: refs[refs.length - 1]!, count };
  };
  const top = level(bookmarks, rootRef);
  context.assign(rootRef, context.obj({ Type: 'Outlines', First: top.first, Last: top.last, Count: top.count }));
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
