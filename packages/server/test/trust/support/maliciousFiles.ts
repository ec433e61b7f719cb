import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  StandardFonts,
  type PDFObject,
} from 'pdf-lib';
import { makePng } from '../../fixtures/documents/generateFixtures.ts';

const html =
  '<html><body><script>window.__xss=1;alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>';

function chunk(type: string, data: Buffer): Buffer {
  // The CRC is not checked before the type checks run; a wrong one only matters to decoders.
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

/** A real PNG that is also an HTML page: markup in a text chunk and after the image end. */
export function pngHtmlPolyglot(): Buffer {
  const png = makePng(16, 16);
  const iend = png.length - 12;
  const text = chunk('tEXt', Buffer.from(`Comment\u0000${html}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), Buffer.from(html, 'latin1')]);
}

/** A PNG whose header claims 20000 x 20000 pixels (400 megapixels) in a few hundred bytes. */
export function pixelBombPng(): Buffer {
  const png = makePng(4, 4);
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  return png;
}

/**
 * A JPEG whose frame header claims 20000 x 20000 pixels (400 megapixels):
 * start of image, a JFIF header, a baseline frame header, end of image.
 */
export function pixelBombJpeg(): Buffer {
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0, 1, 0, 1, 0, 0]);
  const frame = Buffer.alloc(19);
  frame.writeUInt16BE(0xffc0, 0);
  frame.writeUInt16BE(17, 2); // the segment's length, its own two bytes included
  frame.writeUInt8(8, 4); // bits per sample
  frame.writeUInt16BE(20_000, 5); // height
  frame.writeUInt16BE(20_000, 7); // width
  frame.writeUInt8(3, 9); // three components of three bytes each follow
  for (let component = 0; component < 3; component += 1) frame.writeUInt8(component + 1, 10 + component * 3);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
}

/**
 * A valid PDF full of active content: JavaScript on open, in the name tree,
 * on page open, behind links, a Launch action, and an embedded file.
 */
export async function pdfWithActiveContent(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([300, 200]);
  page.drawText('Transcript with scripts', { x: 20, y: 100, size: 14, font });
  const { context } = doc;
  const script = (code: string) =>
    context.register(context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) }));
  doc.catalog.set(PDFName.of('OpenAction'), script('app.alert("open")'));
  doc.catalog.set(
    PDFName.of('Names'),
    context.obj({ JavaScript: context.obj({ Names: [PDFString.of('init'), script('app.alert("names")')] }) }),
  );
  page.node.set(PDFName.of('AA'), context.obj({ O: script('app.alert("page open")') }));
  const embedded = context.register(context.flateStream(new TextEncoder().encode('MZ fake executable')));
  const fileSpec = context.obj({ Type: 'Filespec', F: PDFString.of('evil.exe'), EF: { F: embedded } });
  const annotations = [
    context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 50], A: script('app.alert("link")') }),
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 50, 100, 100],
      A: { S: 'Launch', F: PDFString.of('calc.exe') },
    }),
    context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [100, 0, 120, 20], FS: fileSpec }),
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [150, 0, 250, 50],
      A: { S: 'URI', URI: PDFString.of('https://example.com/') },
      AA: { E: script('app.alert("mouse enter")') },
    }),
  ].map((annotation) => context.register(annotation));
  page.node.set(PDFName.of('Annots'), context.obj(annotations));
  return doc.save({ useObjectStreams: false });
}

const activeKeys = ['JS', 'JavaScript', 'AA', 'OpenAction', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RichMedia'];
const activeActions = ['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'GoToR', 'GoToE', 'RichMediaExecute'];
const activeAnnotations = ['FileAttachment', 'Screen', 'Movie', 'Sound', 'RichMedia', '3D'];

/** Every piece of active content in a PDF (any object, reachable or not), as short descriptions. */
export async function activeContentIn(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: string[] = [];
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined, where: string): void => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFRef) return visit(doc.context.lookup(object), where);
    if (object instanceof PDFArray) return object.asArray().forEach((item, index) => visit(item, `${where}[${index}]`));
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) return;
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (activeKeys.includes(name)) found.push(`${where}/${name}`);
      if (name === 'S' && value instanceof PDFName && activeActions.includes(value.decodeText())) {
        found.push(`${where}/S ${value.decodeText()}`);
      }
      if (name === 'Subtype' && value instanceof PDFName && activeAnnotations.includes(value.decodeText())) {
        found.push(`${where}/Subtype ${value.decodeText()}`);
      }
      visit(value, `${where}/${name}`);
    }
  };
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) visit(object, `${ref.objectNumber}`);
  return found;
}

/** Bytes of a text file some uploaders try: HTML, an SVG with a script. */
export const htmlPage = Buffer.from(html, 'utf8');
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  'utf8',
);
