import type { Node } from 'jsonc-parser';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import { nodeAtPointer } from '../json/jsonPositions.ts';

// Child lists of a question hold other questions: their keys are not this question's.
const nestedItemLists = new Set(['after', 'reveal', 'items', 'template', 'tabs', 'cases']);

// How form-core's messages name the key at fault (see its configuration rules).
const keyInMessage = [/^Key "([^"]+)"/, /reads key "([^"]+)"/, /stores the label of "([^"]+)"/, /^Question "([^"]+)"/];

/**
 * An issue about a key points at the whole question (or condition) object;
 * point at the string that names the key instead (`"key": "passport_number"`,
 * an `options.keys` entry, a check, a condition's `valueKey`), so the editor lands on
 * the word to fix. Keys of add-another instances match their `{n}` template.
 * Returns the pointer unchanged when the key is not written in the object.
 */
export function refinePointerToKey(file: JsonSourceFile, pointer: string, message: string): string {
  const key = keyInMessage.map((pattern) => pattern.exec(message)?.[1]).find((found) => found !== undefined);
  if (!key || !file.tree) return pointer;
  const { node, exact } = nodeAtPointer(file.tree, pointer);
  if (!exact || node.type !== 'object') return pointer;
  const found = findKeyString(node, key);
  return found === undefined ? pointer : `${pointer}${found}`;
}

function findKeyString(node: Node, key: string, path = ''): string | undefined {
  if (node.type === 'string' && typeof node.value === 'string' && namesKey(node.value, key)) return path;
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [name, value] = property.children ?? [];
      if (!name || !value || nestedItemLists.has(String(name.value))) continue;
      const found = findKeyString(value, key, `${path}/${escape(String(name.value))}`);
      if (found !== undefined) return found;
    }
  }
  if (node.type === 'array') {
    for (const [index, child] of (node.children ?? []).entries()) {
      const found = findKeyString(child, key, `${path}/${index}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** `hs{n}_name` names `hs_name`, `hs_2_name`, ... */
function namesKey(written: string, key: string): boolean {
  if (written === key) return true;
  if (!written.includes('{n}')) return false;
  const [before, after] = written.split('{n}', 2) as [string, string];
  if (key.length < before.length + after.length || !key.startsWith(before) || !key.endsWith(after)) return false;
  const middle = key.slice(before.length, key.length - after.length);
  return middle === '' || /^_\d+$/.test(middle);
}

function escape(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
