import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';

/** A part that is not well-formed XML, or uses what Office never writes (a DTD). */
export class XmlRewriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlRewriteError';
  }
}

/** What to do with an element: write it, leave it out with everything inside, or keep only its content. */
export type ElementDecision = 'keep' | 'drop' | 'unwrap';

export interface XmlVisitor {
  /** Called for every element outside a dropped one. */
  element?(tag: SaxesTagNS): ElementDecision;
  /** Whether an attribute of a kept element stays. */
  keepAttribute?(tag: SaxesTagNS, attribute: SaxesAttributeNS): boolean;
  /** Called at the end of every element `element` was asked about (dropped ones included). */
  closed?(tag: SaxesTagNS): void;
  /**
   * Text inside kept elements. `write` returns the index of the written chunk
   * in the output, which the visitor may later blank with `output.blank(index)`.
   */
  text?(text: string, write: (text: string) => number): void;
}

export interface XmlOutput {
  /** Empties a chunk written earlier (text whose meaning is known only later). */
  blank(index: number): void;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

/**
 * Parses one XML part with a strict, namespace-aware parser (saxes) and
 * writes it again, leaving out what the visitor drops. Everything else keeps
 * its meaning: names and namespace declarations as written, text and
 * attribute values re-escaped, processing instructions kept, comments left
 * out, CDATA written as text. A DTD is refused (Office never writes one; it
 * could declare entities). `build` receives the output handle before parsing.
 */
export function rewriteXml(xml: string, build: (output: XmlOutput) => XmlVisitor): string {
  const chunks: string[] = [];
  const write = (text: string) => chunks.push(text) - 1;
  const visitor = build({ blank: (index) => (chunks[index] = '') });
  const parser = new SaxesParser({ xmlns: true, position: true });
  /** Depth of the dropped element we are inside (0: none), and the elements whose tags are left out. */
  let depth = 0;
  let droppedAt = 0;
  const unwrapped = new Set<number>();
  let failure: Error | undefined;

  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('doctype', () => {
    failure ??= new XmlRewriteError('a document type declaration is not accepted');
  });
  parser.on('xmldecl', () => {
    write('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>');
  });
  parser.on('processinginstruction', ({ target, body }) => {
    if (!droppedAt && target.toLowerCase() !== 'xml') write(`<?${target}${body ? ` ${body}` : ''}?>`);
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (droppedAt) return;
    const decision = visitor.element?.(tag) ?? 'keep';
    if (decision === 'drop') {
      droppedAt = depth;
      return;
    }
    if (decision === 'unwrap') {
      unwrapped.add(depth);
      return;
    }
    let open = `<${tag.name}`;
    for (const attribute of Object.values(tag.attributes)) {
      if (visitor.keepAttribute && !visitor.keepAttribute(tag, attribute)) continue;
      open += ` ${attribute.name}="${escapeAttribute(attribute.value)}"`;
    }
    write(tag.isSelfClosing ? `${open}/>` : `${open}>`);
  });
  parser.on('closetag', (tag) => {
    const at = depth;
    depth -= 1;
    if (droppedAt) {
      if (droppedAt === at) {
        droppedAt = 0;
        visitor.closed?.(tag);
      }
      return;
    }
    if (unwrapped.delete(at)) {
      visitor.closed?.(tag);
      return;
    }
    if (!tag.isSelfClosing) write(`</${tag.name}>`);
    visitor.closed?.(tag);
  });
  const onText = (text: string) => {
    if (droppedAt) return;
    if (visitor.text) visitor.text(text, (written) => write(escapeText(written)));
    else write(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw new XmlRewriteError(failure.message);
  return chunks.join('');
}
