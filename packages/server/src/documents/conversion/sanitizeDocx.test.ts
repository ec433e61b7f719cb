import { readFileSync } from 'node:fs';
import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  altChunkDocx,
  buildDocx,
  fieldDocx,
  linkedPictureDocx,
  paragraph,
  simpleFieldDocx,
  subDocumentDocx,
  vmlLinkedPictureDocx,
} from '../../../test/documents/support/hostileDocx.ts';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import { documentMessages } from '../documentMessages.ts';
import { sanitizeDocx } from './sanitizeDocx.ts';

const parts = (docx: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(docx)).map(([n, b]) => [n, strFromU8(b)]));
const documentXml = (docx: Uint8Array) => parts(sanitizeDocx(docx))['word/document.xml']!;
const documentRels = (docx: Uint8Array) => parts(sanitizeDocx(docx))['word/_rels/document.xml.rels']!;

function refusal(docx: Uint8Array): string | undefined {
  try {
    sanitizeDocx(docx);
    return undefined;
  } catch (error) {
    return error instanceof DocumentRejectedError ? error.message : String(error);
  }
}

/** Replaces one part of a built .docx. */
function withPart(docx: Uint8Array, name: string, content: string | Uint8Array): Uint8Array {
  const files = unzipSync(docx);
  files[name] = typeof content === 'string' ? strToU8(content) : new Uint8Array(content);
  return zipSync(files);
}

describe('sanitizeDocx', () => {
  it('keeps an ordinary document as it was: text, styles of runs, embedded pictures, web links', () => {
    const docx = buildDocx(
      '<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Ada &amp; Charles &lt;1843&gt; </w:t></w:r></w:p>' +
        '<w:p><w:hyperlink r:id="rIdWeb"><w:r><w:t>our site</w:t></w:r></w:hyperlink></w:p>' +
        '<w:p><w:r><w:drawing><a:blip r:embed="rIdPicture"/></w:drawing></w:r></w:p>',
      [
        { id: 'rIdWeb', type: 'hyperlink', target: 'https://example.edu/apply', external: true },
        { id: 'rIdPicture', type: 'image', target: 'media/photo.png' },
      ],
      { 'word/media/photo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
    );
    const clean = parts(sanitizeDocx(docx));
    expect(clean['word/document.xml']).toContain('<w:t xml:space="preserve">Ada &amp; Charles &lt;1843&gt; </w:t>');
    expect(clean['word/document.xml']).toContain('<w:jc w:val="center"/>');
    expect(clean['word/document.xml']).toContain('<a:blip r:embed="rIdPicture"/>');
    expect(clean['word/_rels/document.xml.rels']).toContain('Target="https://example.edu/apply" TargetMode="External"');
    expect(clean['word/_rels/document.xml.rels']).toContain('Target="media/photo.png"');
    expect(Object.keys(clean).sort()).toEqual(Object.keys(unzipSync(docx)).sort());
    // The committed sample (what the conversion tests upload) keeps its text.
    const sample = readFileSync(new URL('../../../test/fixtures/documents/sample.docx', import.meta.url));
    expect(parts(sanitizeDocx(sample))['word/document.xml']).toContain('Transcript of Ada Lovelace');
  });

  it('removes a picture linked to a URL or a server path: the relationship and the link attribute', () => {
    for (const url of [
      'http://127.0.0.1:9/picture.png',
      'file:///etc/ssl/private/key.png',
      '\\\\server\\share\\a.png',
    ]) {
      const docx = linkedPictureDocx(url);
      expect(documentRels(docx)).not.toContain('rIdLinked');
      expect(documentRels(docx)).not.toContain(url);
      expect(documentXml(docx)).toContain('<a:blip/>');
    }
    // VML pictures name their source directly.
    const vml = documentXml(vmlLinkedPictureDocx('file:///etc/passwd'));
    expect(vml).toContain('<v:imagedata/>');
    expect(vml).not.toContain('passwd');
  });

  it('removes every external target but web and mail hyperlinks, however TargetMode is written', () => {
    const rels = (body: string) =>
      withPart(
        buildDocx(paragraph('x')),
        'word/_rels/document.xml.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`,
      );
    const type = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const kept = documentRels(
      rels(
        `<Relationship Id="a" Type="${type}/hyperlink" Target="mailto:office@example.edu" TargetMode="External"/>` +
          `<Relationship Id="b" Type="${type}/hyperlink" Target="file:///etc/passwd" TargetMode="External"/>` +
          `<Relationship Id="c" Type="${type}/image" Target="http://a.example/x.png" TargetMode="&#69;xternal"/>` +
          `<Relationship Id="d" Type="${type}/image" Target="file:///etc/passwd"/>` +
          `<Relationship Id="e" Type="${type}/image" Target="../../../etc/passwd"/>` +
          `<Relationship Id="f" Type="${type}/image" Target="media/missing.png"/>` +
          `<Relationship Id="g" Type='${type}/image' Target='http://b.example/y.png' TargetMode='External'/>`,
      ),
    );
    expect(kept).toContain('Id="a"');
    for (const id of ['b', 'c', 'd', 'e', 'f', 'g']) expect(kept).not.toContain(`Id="${id}"`);
  });

  it('reduces fields that include files or pictures to their stored result, and keeps the others', () => {
    for (const instruction of [
      'INCLUDETEXT "/etc/hostname"',
      'includepicture "http://127.0.0.1:9/p.png" \\d',
      'INCLUDE "C:\\\\secret.doc"',
      'LINK Excel.Sheet.8 "file:///srv/secret.xlsx" "" \\a',
      'DDEAUTO "cmd" "/c calc"',
      'IMPORT "/etc/passwd"',
      'DATABASE \\c "DSN=server"',
    ]) {
      const xml = documentXml(fieldDocx(instruction, 'stored result'));
      expect(xml).toContain('<w:instrText xml:space="preserve"></w:instrText>');
      expect(xml).toContain('<w:t>stored result</w:t>');
      expect(xml.toLowerCase()).not.toContain(instruction.split(' ')[0]!.toLowerCase());
    }
    expect(documentXml(fieldDocx('PAGE \\* MERGEFORMAT', '3'))).toContain('> PAGE \\* MERGEFORMAT </w:instrText>');
    const simple = documentXml(simpleFieldDocx('INCLUDEPICTURE "http://127.0.0.1:9/p.png"', 'stored picture'));
    expect(simple).not.toContain('fldSimple');
    expect(simple).toContain('<w:t>stored picture</w:t>');
    expect(documentXml(simpleFieldDocx('NUMPAGES', '7'))).toContain('<w:fldSimple w:instr=" NUMPAGES ">');
  });

  it('sees through an instruction split over runs, hidden in entities or built by a nested field', () => {
    const split = buildDocx(
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>INCLUDE</w:instrText></w:r>' +
        '<w:r><w:instrText>TEXT "/etc/hostname"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    );
    expect(documentXml(split)).not.toMatch(/INCLUDE|hostname/);
    const entities = buildDocx(
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>&#73;NCLUDE&#x54;EXT <![CDATA["/etc/hostname"]]></w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    );
    expect(documentXml(entities)).not.toMatch(/NCLUDE|hostname/);
    // { { QUOTE "INCLUDE" }PICTURE "url" }: the outer field's own instruction starts with PICTURE, not a safe field.
    const nested = buildDocx(
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> QUOTE "INCLUDE" </w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>INCLUDE</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
        '<w:r><w:instrText>PICTURE "http://127.0.0.1:9/p.png"</w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>shown</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    );
    const xml = documentXml(nested);
    expect(xml).not.toContain('127.0.0.1');
    expect(xml).toContain('> QUOTE "INCLUDE" </w:instrText>');
  });

  it('removes alternative-format chunks, sub-documents, templates, mail merge and OLE links', () => {
    const chunk = sanitizeDocx(altChunkDocx('<html><body><img src="file:///etc/passwd"></body></html>'));
    expect(parts(chunk)['word/document.xml']).not.toContain('altChunk');
    expect(parts(chunk)['word/_rels/document.xml.rels']).not.toContain('aFChunk');
    expect(parts(chunk)['word/document.xml']).toContain('After the chunk');

    const sub = sanitizeDocx(subDocumentDocx('file:///srv/secret.docx'));
    expect(parts(sub)['word/document.xml']).not.toContain('subDoc');
    expect(parts(sub)['word/_rels/document.xml.rels']).not.toContain('secret');

    const settings = withPart(
      withPart(
        buildDocx(paragraph('x')),
        'word/settings.xml',
        '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<w:attachedTemplate r:id="rIdT"/><w:mailMerge><w:dataSource r:id="rIdM"/></w:mailMerge><w:zoom w:percent="100"/></w:settings>',
      ),
      'word/_rels/settings.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rIdT" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="file:///srv/t.dotm" TargetMode="External"/>' +
        '<Relationship Id="rIdM" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/mailMergeSource" Target="file:///srv/db.mdb" TargetMode="External"/>' +
        '</Relationships>',
    );
    const clean = parts(sanitizeDocx(settings));
    expect(clean['word/settings.xml']).toContain('<w:zoom w:percent="100"/>');
    expect(clean['word/settings.xml']).not.toMatch(/attachedTemplate|mailMerge/);
    expect(clean['word/_rels/settings.xml.rels']).not.toContain('Relationship ');

    const ole = documentXml(
      buildDocx(
        '<w:p><w:r><w:object><v:shape id="o1"><v:imagedata r:id="rIdPreview"/></v:shape>' +
          '<o:OLEObject Type="Link" ProgID="Excel.Sheet.12" ShapeID="o1" r:id="rIdOle" UpdateMode="Always"/></w:object></w:r></w:p>',
        [{ id: 'rIdOle', type: 'oleObject', target: 'file:///srv/secret.xlsx', external: true }],
      ),
    );
    expect(ole).not.toContain('OLEObject');
    expect(ole).toContain('<v:imagedata r:id="rIdPreview"/>');
  });

  it('refuses parts that are not plain, well-formed XML, with the message for a broken document', () => {
    const base = buildDocx(paragraph('x'));
    const broken = [
      withPart(base, 'word/document.xml', '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]><d>&x;</d>'),
      withPart(base, 'word/document.xml', '<w:document><w:body></w:document>'),
      withPart(base, 'word/document.xml', '<w:document xmlns:w="urn:w"><w:t>&undefined;</w:t></w:document>'),
      withPart(base, 'word/document.xml', new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e])),
    ];
    for (const docx of broken) expect(refusal(docx)).toBe(documentMessages.docxBroken);
  });

  it('reads a UTF-16 part and writes it as UTF-8', () => {
    const xml = `<?xml version="1.0" encoding="UTF-16"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph('Ωμέγα')}</w:body></w:document>`;
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(xml, 'utf16le'))]);
    const clean = documentXml(withPart(buildDocx(paragraph('x')), 'word/document.xml', utf16));
    expect(clean.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
    expect(clean).toContain('Ωμέγα');
  });
});
