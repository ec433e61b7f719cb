import type { SaxesAttributeNS, SaxesTagNS } from 'saxes';
import {
  droppedOfficeElements,
  droppedWordElements,
  isSafeField,
  officeNamespace,
  relationshipNamespaces,
  vmlNamespace,
  wordNamespaces,
} from './docxRules.ts';
import { rewriteXml } from './xmlRewriter.ts';

const isWord = (tag: SaxesTagNS, local: string) => tag.local === local && wordNamespaces.has(tag.uri);

function wordAttribute(tag: SaxesTagNS, local: string): string | undefined {
  return Object.values(tag.attributes).find((a) => a.local === local && wordNamespaces.has(a.uri))?.value;
}

/**
 * Attributes that point outside the package: a picture linked instead of
 * embedded (`r:link`, `r:href`), VML's direct URLs (`o:href`, `o:althref`,
 * `src` on VML elements).
 */
function isLinkAttribute(tag: SaxesTagNS, attribute: SaxesAttributeNS): boolean {
  if (relationshipNamespaces.has(attribute.uri)) return attribute.local === 'link' || attribute.local === 'href';
  if (attribute.uri === officeNamespace) return attribute.local === 'href' || attribute.local === 'althref';
  return tag.uri === vmlNamespace && attribute.uri === '' && attribute.local === 'src';
}

/** A complex field (fldChar begin ... separate ... end) being read. */
interface OpenField {
  /** Its own instruction text (nested fields' instructions are their own). */
  instruction: string;
  /** Output chunks holding that text, blanked when the field is not safe. */
  chunks: number[];
  inResult: boolean;
}

/**
 * Rewrites a content part (document, headers, footers, notes, settings...)
 * without the elements of docxRules.ts, without link attributes, and with
 * every field that is not on the safe list reduced to its stored result: a
 * simple field (`w:fldSimple`) keeps its content without the field around it,
 * a complex field keeps its structure with an empty instruction.
 */
export function filterContentPart(xml: string): string {
  return rewriteXml(xml, (output) => {
    const fields: OpenField[] = [];
    const elements: SaxesTagNS[] = [];
    const decide = (field: OpenField) => {
      if (!isSafeField(field.instruction)) for (const chunk of field.chunks) output.blank(chunk);
    };
    return {
      element(tag) {
        elements.push(tag);
        if (wordNamespaces.has(tag.uri) && droppedWordElements.has(tag.local)) return 'drop';
        if (tag.uri === officeNamespace && droppedOfficeElements.has(tag.local)) return 'drop';
        if (isWord(tag, 'fldSimple')) return isSafeField(wordAttribute(tag, 'instr') ?? '') ? 'keep' : 'unwrap';
        if (isWord(tag, 'fldChar')) {
          const type = wordAttribute(tag, 'fldCharType');
          const top = fields.at(-1);
          if (type === 'begin') fields.push({ instruction: '', chunks: [], inResult: false });
          else if (type === 'separate' && top && !top.inResult) {
            top.inResult = true;
            decide(top);
          } else if (type === 'end' && top) {
            if (!top.inResult) decide(top);
            fields.pop();
          }
        }
        return 'keep';
      },
      keepAttribute: (tag, attribute) => !isLinkAttribute(tag, attribute),
      closed() {
        elements.pop();
      },
      text(text, write) {
        const inside = elements.at(-1);
        const index = write(text);
        if (!inside || !(isWord(inside, 'instrText') || isWord(inside, 'delInstrText'))) return;
        const field = fields.at(-1);
        // Instruction text outside any field's instruction is not a field Word would run: blank it too.
        if (!field || field.inResult) output.blank(index);
        else {
          field.instruction += text;
          field.chunks.push(index);
        }
      },
    };
  });
}
