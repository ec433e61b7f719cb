import { degrees, type PDFDocument, type PDFPage } from 'pdf-lib';
import { headerBand } from './runningHeader.ts';

/**
 * Appends every page of a converted document, each on a new page of its own
 * size plus the running header's band at the top, so the header never covers
 * the document. The page is drawn as a form XObject (its content only: links
 * and other annotations of the upload are not carried over), upright as the
 * document showed it (a /Rotate of 90, 180 or 270 degrees is applied).
 * Returns the new pages.
 */
export async function appendDocumentPages(doc: PDFDocument, source: PDFDocument): Promise<PDFPage[]> {
  const sourcePages = source.getPages();
  const embedded = await doc.embedPages(sourcePages);
  return embedded.map((page, index) => {
    const rotation = (((sourcePages[index]!.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    const quarter = rotation === 90 || rotation === 270;
    const [width, height] = quarter ? [page.height, page.width] : [page.width, page.height];
    const target = doc.addPage([width, height + headerBand]);
    // Rotating clockwise by the page's /Rotate, about the origin, then moving the result back into view.
    const placement = {
      0: { x: 0, y: 0 },
      90: { x: 0, y: height },
      180: { x: width, y: height },
      270: { x: width, y: 0 },
    }[rotation];
    target.drawPage(page, { ...placement, rotate: degrees(-rotation) });
    return target;
  });
}
