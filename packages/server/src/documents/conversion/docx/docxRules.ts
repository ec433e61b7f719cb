/**
 * What a .docx may not bring to the converter. LibreOffice (and Gotenberg,
 * which runs LibreOffice) follows links in a document while converting it: it
 * fetches linked images from any URL, reads `file://` paths on the server,
 * includes other files through fields, sub-documents, templates and mail-merge
 * sources, and imports alternative-format chunks (HTML that can link further).
 * An applicant's document must render from its own parts alone.
 */

/** WordprocessingML and the relationship namespaces, transitional and strict. */
export const wordNamespaces = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
export const relationshipNamespaces = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
]);
export const packageRelationshipNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const officeNamespace = 'urn:schemas-microsoft-com:office:office';
export const vmlNamespace = 'urn:schemas-microsoft-com:vml';

/**
 * WordprocessingML elements left out with their content: an alternative-format
 * chunk, a sub-document, the attached template, mail-merge settings (a data
 * source is a file or a database connection), ActiveX controls, linked OLE
 * objects and a web frameset (other documents in frames).
 */
export const droppedWordElements = new Set([
  'altChunk',
  'subDoc',
  'attachedTemplate',
  'mailMerge',
  'control',
  'objectLink',
  'frameset',
]);

/** VML/Office elements left out: an OLE object's link or embedding (its preview picture stays). */
export const droppedOfficeElements = new Set(['OLEObject']);

/**
 * Relationship types (the last segment of the Type URI) that are removed
 * whatever their target: they pull in other documents, templates, data
 * sources, objects or macros.
 */
export const droppedRelationshipTypes = new Set(
  [
    'subDocument',
    'attachedTemplate',
    'aFChunk',
    'oleObject',
    'package',
    'frame',
    'mailMergeSource',
    'mailMergeHeaderSource',
    'mailMergeRecipientData',
    'recipientData',
    'control',
    'activeXControl',
    'activeXControlBinary',
    'vbaProject',
    'wordVbaData',
    'keyMapCustomizations',
    'attachedToolbars',
  ].map((type) => type.toLowerCase()),
);

/** External targets kept: links the reader may follow in the PDF. The converter fetches nothing for them. */
export const keptExternalTypes = new Set(['hyperlink']);
export const keptExternalTargets = /^(https?:|mailto:)/i;

/**
 * Field instructions kept. Fields compute their text from the document
 * itself (page numbers, dates, references, tables of contents, form fields,
 * formulas). Any other field, among them INCLUDEPICTURE, INCLUDETEXT, INCLUDE,
 * LINK, DDE, DDEAUTO, IMPORT, DATABASE, RD and EMBED, loses its instruction
 * and shows only its last result, as Word stored it.
 */
export const safeFieldKeywords = new Set([
  '=',
  'ADDRESSBLOCK',
  'ADVANCE',
  'ASK',
  'AUTHOR',
  'AUTONUM',
  'AUTONUMLGL',
  'AUTONUMOUT',
  'BARCODE',
  'BIBLIOGRAPHY',
  'BIDIOUTLINE',
  'CITATION',
  'COMMENTS',
  'COMPARE',
  'CREATEDATE',
  'DATE',
  'DISPLAYBARCODE',
  'DOCPROPERTY',
  'DOCVARIABLE',
  'EDITTIME',
  'EQ',
  'FILLIN',
  'FORMCHECKBOX',
  'FORMDROPDOWN',
  'FORMTEXT',
  'GREETINGLINE',
  'HYPERLINK',
  'IF',
  'INDEX',
  'INFO',
  'KEYWORDS',
  'LASTSAVEDBY',
  'LISTNUM',
  'MERGEFIELD',
  'MERGEREC',
  'MERGESEQ',
  'NEXT',
  'NEXTIF',
  'NOTEREF',
  'NUMCHARS',
  'NUMPAGES',
  'NUMWORDS',
  'PAGE',
  'PAGEREF',
  'PRINTDATE',
  'QUOTE',
  'REF',
  'REVNUM',
  'SAVEDATE',
  'SECTION',
  'SECTIONPAGES',
  'SEQ',
  'SET',
  'SHAPE',
  'SKIPIF',
  'STYLEREF',
  'SUBJECT',
  'SYMBOL',
  'TA',
  'TC',
  'TIME',
  'TITLE',
  'TOA',
  'TOC',
  'USERADDRESS',
  'USERINITIALS',
  'USERNAME',
  'XE',
]);

/** The keyword of a field instruction: its first word, upper-cased ("=" for a formula). */
export function fieldKeyword(instruction: string): string {
  const trimmed = instruction.trimStart();
  if (trimmed.startsWith('=')) return '=';
  return (/^[^\s\\"]*/.exec(trimmed)?.[0] ?? '').toUpperCase();
}

export function isSafeField(instruction: string): boolean {
  return safeFieldKeywords.has(fieldKeyword(instruction));
}
