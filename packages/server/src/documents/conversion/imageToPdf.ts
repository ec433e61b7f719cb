import { PDFDocument } from 'pdf-lib';
import { pageSize } from '../../pdf/textWriter.ts';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import { documentMessages } from '../documentMessages.ts';

const margin = 36;

/** One page (US Letter, turned to landscape for wide images) with the image scaled to fit and centred. */
export async function imageToPdf(bytes: Uint8Array, type: 'png' | 'jpeg'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // A copy with its own buffer: pdf-lib reads `bytes.buffer` from offset 0 (a pooled Buffer would mislead it).
  const own = new Uint8Array(bytes);
  let image;
  try {
    image = type === 'png' ? await doc.embedPng(own) : await doc.embedJpg(own);
  } catch {
    throw new DocumentRejectedError(documentMessages.imageBroken);
  }
  const landscape = image.width > image.height;
  const [width, height] = landscape ? [pageSize[1], pageSize[0]] : pageSize;
  const scale = Math.min((width - 2 * margin) / image.width, (height - 2 * margin) / image.height, 1);
  const drawn = image.scale(scale);
  const page = doc.addPage([width, height]);
  page.drawImage(image, {
    x: (width - drawn.width) / 2,
    y: (height - drawn.height) / 2,
    width: drawn.width,
    height: drawn.height,
  });
  return doc.save();
}
