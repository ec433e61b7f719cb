import { parseTree } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { jsonSyntaxProblems } from './jsonSyntaxProblems.ts';
import type { TenantProblem } from '../tenantProblem.ts';

/** A JSON file of a tenant as the loader sees it: its text (for positions), its parse tree and its value. */
export interface JsonSourceFile {
  /** Path relative to the tenant folder, with forward slashes. */
  path: string;
  text: string;
  /** The parse tree with offsets; undefined when the text is not JSON at all. */
  tree: Node | undefined;
  /** The parsed value (for a duplicated key, the last value wins, as with JSON.parse). */
  value: unknown;
  /** Every syntax mistake, once each, at the place to fix (rule `json-syntax`); the parser's echoes left out. */
  syntaxErrors: TenantProblem[];
}

/** Parses JSON text strictly (no comments, no trailing commas), keeping offsets for every node. */
export function parseJsonSource(text: string, path: string): JsonSourceFile {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const syntaxErrors = jsonSyntaxProblems(text, path, errors);
  return { path, text, tree, value: tree ? nodeValue(tree) : undefined, syntaxErrors };
}

// jsonc-parser's getNodeValue builds objects with `{}`; a key named "__proto__"
// would then set the prototype. Build plain data with defineProperty instead.
function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (!keyNode || !valueNode) continue;
        Object.defineProperty(result, String(keyNode.value), {
          value: nodeValue(valueNode),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return result;
    }
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}
