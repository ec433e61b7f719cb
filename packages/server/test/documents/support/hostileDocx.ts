import { strToU8, zipSync } from 'fflate';

/**
 * Word documents that try to make the converter reach outside the file:
 * pictures linked to a URL or a server path, fields that include files, an
 * alternative-format chunk. Built here (not fixtures) so each test names the
 * URL or path it watches.
 */

const namespaces =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"' +
  ' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"' +
  ' xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"' +
  ' xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"' +
  ' xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"' +
  ' xmlns:v="urn:schemas-microsoft-com:vml"' +
  ' xmlns:o="urn:schemas-microsoft-com:office:office"';

const relationshipType = (name: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${name}`;

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external?: boolean;
}

/** A .docx with `body` (WordprocessingML inside w:body), the document's relationships and extra parts. */
export function buildDocx(
  body: string,
  relationships: Relationship[] = [],
  parts: Record<string, string | Uint8Array> = {},
  contentTypes = '',
): Uint8Array {
  const rels = relationships
    .map(
      (rel) =>
        `<Relationship Id="${rel.id}" Type="${relationshipType(rel.type)}" Target="${rel.target}"` +
        `${rel.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('');
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Default Extension="png" ContentType="image/png"/>' +
        contentTypes +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${relationshipType('officeDocument')}" Target="word/document.xml"/>` +
        '</Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${namespaces}><w:body>${body}</w:body></w:document>`,
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ),
  };
  for (const [name, content] of Object.entries(parts)) {
    files[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(files, { level: 6 });
}

export const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A picture shown by reference (`r:link`): the converter would load it from `url`. */
export function linkedPictureDocx(url: string, caption = 'Linked picture below'): Uint8Array {
  const emu = 952500; // 100 px
  const drawing =
    `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="${emu}" cy="${emu}"/><wp:docPr id="1" name="Picture"/>` +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
    '<pic:nvPicPr><pic:cNvPr id="1" name="linked.png"/><pic:cNvPicPr/></pic:nvPicPr>' +
    '<pic:blipFill><a:blip r:link="rIdLinked"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>' +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu}" cy="${emu}"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic>' +
    '</wp:inline></w:drawing></w:r></w:p>';
  return buildDocx(paragraph(caption) + drawing, [{ id: 'rIdLinked', type: 'image', target: url, external: true }]);
}

/** A VML picture whose source is a direct URL attribute (the legacy way of linking). */
export function vmlLinkedPictureDocx(url: string): Uint8Array {
  const pict =
    '<w:p><w:r><w:pict><v:shape id="pic1" style="width:100pt;height:100pt">' +
    `<v:imagedata src="${url}" o:href="${url}"/></v:shape></w:pict></w:r></w:p>`;
  return buildDocx(paragraph('VML picture below') + pict);
}

/** A complex field, e.g. `INCLUDETEXT "/etc/hostname"`, whose stored result is `result`. */
export function fieldDocx(instruction: string, result: string, caption = 'Field below'): Uint8Array {
  const field =
    '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
    `<w:r><w:instrText xml:space="preserve"> ${instruction.replace(/&/g, '&amp;').replace(/"/g, '&quot;')} </w:instrText></w:r>` +
    '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
    `<w:r><w:t>${result}</w:t></w:r>` +
    '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
  return buildDocx(paragraph(caption) + field);
}

/** A simple field (`w:fldSimple`) with an instruction and its stored result. */
export function simpleFieldDocx(instruction: string, result: string): Uint8Array {
  const field =
    `<w:p><w:fldSimple w:instr=" ${instruction.replace(/&/g, '&amp;').replace(/"/g, '&quot;')} ">` +
    `<w:r><w:t>${result}</w:t></w:r></w:fldSimple></w:p>`;
  return buildDocx(paragraph('Simple field below') + field);
}

/** An alternative-format chunk: an HTML part the converter would import into the document. */
export function altChunkDocx(html: string): Uint8Array {
  return buildDocx(
    paragraph('Before the chunk') + '<w:altChunk r:id="rIdChunk"/>' + paragraph('After the chunk'),
    [{ id: 'rIdChunk', type: 'aFChunk', target: 'chunk.html' }],
    { 'word/chunk.html': html },
    '<Default Extension="html" ContentType="text/html"/>',
  );
}

/** A sub-document at `target` (a master document pulling in another file). */
export function subDocumentDocx(target: string): Uint8Array {
  return buildDocx(paragraph('Master document') + '<w:p><w:subDoc r:id="rIdSub"/></w:p>', [
    { id: 'rIdSub', type: 'subDocument', target, external: true },
  ]);
}
