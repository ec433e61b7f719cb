/** Inline pieces of a content text: plain text, bold, links, line breaks. */
export type MarkupNode =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: MarkupNode[] }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'break' };

/** Link targets we render as links; anything else stays plain text (no javascript:, data:, ...). */
const safeHref = /^(https:\/\/|mailto:|tel:)[^\s]*$/i;

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\n/g;

/**
 * Parses the tenant content markup: blank-line separated paragraphs,
 * `**bold**` and `[label](https://...)` links. Everything else is text, never
 * HTML, so the result is rendered as React elements only.
 */
export function parseMarkup(text: string): MarkupNode[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map(parseInline);
}

export function parseInline(text: string): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index;
    if (index > last) nodes.push({ kind: 'text', text: text.slice(last, index) });
    const [whole, bold, label, href] = match;
    if (whole === '\n') {
      nodes.push({ kind: 'break' });
    } else if (bold !== undefined) {
      nodes.push({ kind: 'bold', children: parseInline(bold) });
    } else if (label !== undefined && href !== undefined && safeHref.test(href)) {
      nodes.push({ kind: 'link', href, label });
    } else {
      nodes.push({ kind: 'text', text: whole });
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return mergeText(nodes);
}

function mergeText(nodes: MarkupNode[]): MarkupNode[] {
  const merged: MarkupNode[] = [];
  for (const node of nodes) {
    const previous = merged[merged.length - 1];
    if (node.kind === 'text' && previous?.kind === 'text') {
      merged[merged.length - 1] = { kind: 'text', text: previous.text + node.text };
    } else {
      merged.push(node);
    }
  }
  return merged;
}
