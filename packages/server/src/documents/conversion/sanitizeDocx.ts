import { zipSync, type Zippable } from 'fflate';
import { docxLimits } from '../checks/docxLimits.ts';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import { inflateEntry, readZipDirectory } from '../checks/zipDirectory.ts';
import { documentMessages } from '../documentMessages.ts';
import { filterContentPart } from './docx/filterContentPart.ts';
import { filterRelationships } from './docx/filterRelationships.ts';
import { XmlRewriteError } from './docx/xmlRewriter.ts';

/** Parts read as XML: relationships, content and VML drawings. */
const xmlPart = /\.(xml|rels|vml)$/i;
/** Part names as OPC allows them: no empty, dot-only or backslash segments, not absolute. */
const wellFormedName = (name: string) =>
  name.length > 0 &&
  !name.startsWith('/') &&
  !name.includes('\\') &&
  name.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

function decodeXml(bytes: Uint8Array): string {
  // Office writes UTF-8; UTF-16 with a byte order mark is allowed too.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * A .docx rebuilt so that the converter sees only what renders from the file
 * itself (docx/docxRules.ts says what goes and why): relationships to
 * anything outside the package and to sub-documents, templates, chunks,
 * objects and data sources are removed, the elements that use them too,
 * linked pictures lose their links, and fields that include files or pictures
 * show only their stored result. Every XML part is parsed strictly and
 * written again (no DTDs, no comments); other parts are copied. The archive
 * is written anew from its central directory, so what a converter reads is
 * exactly what was checked. Call it on an archive inspectDocument accepted.
 */
export function sanitizeDocx(bytes: Uint8Array): Uint8Array {
  try {
    const entries = readZipDirectory(bytes, docxLimits.maxEntries).filter((entry) => !entry.name.endsWith('/'));
    const names = new Set<string>();
    for (const entry of entries) {
      const lower = entry.name.toLowerCase();
      if (!wellFormedName(entry.name) || names.has(lower))
        throw new XmlRewriteError(`unexpected part name ${entry.name}`);
      names.add(lower);
    }
    const hasPart = (name: string) => names.has(name.toLowerCase());
    const files: Zippable = {};
    for (const entry of entries) {
      const data = inflateEntry(bytes, entry, docxLimits.maxTotalBytes, true) as Uint8Array;
      if (!xmlPart.test(entry.name)) {
        files[entry.name] = [data, { level: 0 }];
        continue;
      }
      const xml = decodeXml(data);
      const rewritten = /\.rels$/i.test(entry.name)
        ? filterRelationships(entry.name, xml, hasPart)
        : filterContentPart(xml);
      files[entry.name] = [new TextEncoder().encode(rewritten), { level: 6 }];
    }
    return zipSync(files);
  } catch (error) {
    if (error instanceof DocumentRejectedError) throw error;
    // A part that is not well-formed XML or text, or an archive that changed under us: not a document Word wrote.
    throw new DocumentRejectedError(documentMessages.docxBroken);
  }
}
