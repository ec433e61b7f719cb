import type { DefinitionIndex } from '../definition/indexDefinitions.ts';

const cache = new WeakMap<DefinitionIndex, Set<string>>();

/**
 * The answer keys some question writes as a coded part (a select, a radio,
 * an address's country, a month, ...): a change to one of them also sets its
 * `_desc`. Any other key (a text field's answer) writes itself alone.
 * Computed once per definition index.
 */
export function codedAnswerKeys(index: DefinitionIndex): Set<string> {
  const cached = cache.get(index);
  if (cached) return cached;
  const keys = new Set<string>();
  for (const node of index.nodes) for (const part of node.parts ?? []) if (part.coded) keys.add(part.key);
  cache.set(index, keys);
  return keys;
}
