import type { Node } from 'jsonc-parser';

export interface LineColumn {
  line: number;
  column: number;
}

/** 1-based line and column of an offset (columns count UTF-16 code units, as editors do). */
export function lineColumnAt(text: string, offset: number): LineColumn {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Splits an RFC 6901 JSON pointer (`/sections/0/items/3`) into unescaped segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * The node a pointer names, or the deepest existing ancestor when the rest of
 * the path is missing (a missing property is reported at its parent object).
 */
export function nodeAtPointer(tree: Node, pointer: string): { node: Node; exact: boolean } {
  let node = tree;
  for (const segment of pointerSegments(pointer)) {
    const child = childNode(node, segment);
    if (!child) return { node, exact: false };
    node = child;
  }
  return { node, exact: true };
}

function childNode(node: Node, segment: string): Node | undefined {
  if (node.type === 'array') {
    if (!/^\d+$/.test(segment)) return undefined;
    return node.children?.[Number(segment)];
  }
  if (node.type !== 'object') return undefined;
  // The last property of a name wins, like JSON.parse.
  const properties = (node.children ?? []).filter((p) => p.children?.[0]?.value === segment);
  return properties.at(-1)?.children?.[1];
}

/**
 * Where to report a problem with the node a pointer names: a primitive value
 * is reported at the value itself; an object or array that is a property value
 * at its property name (`"first_name": {` in a schema); anything else at its start.
 */
export function reportOffset(tree: Node, pointer: string): number {
  const { node } = nodeAtPointer(tree, pointer);
  const isContainer = node.type === 'object' || node.type === 'array';
  if (isContainer && node.parent?.type === 'property') {
    return node.parent.children?.[0]?.offset ?? node.offset;
  }
  return node.offset;
}

/** Line and column for a pointer inside a parsed file (1:1 when the file has no tree). */
export function positionOfPointer(text: string, tree: Node | undefined, pointer: string): LineColumn {
  if (!tree) return { line: 1, column: 1 };
  return lineColumnAt(text, reportOffset(tree, pointer));
}
