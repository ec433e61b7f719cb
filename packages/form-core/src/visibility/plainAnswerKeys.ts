import type { DefinitionIndex } from '../definition/indexDefinitions.ts';
import { controllingKeys } from './controllingKeys.ts';

const cache = new WeakMap<DefinitionIndex, Set<string>>();

/**
 * The answer keys whose change writes that key alone and cannot change
 * visibility: no question writes it as a coded part (no `_desc` to set), no
 * conditional select is cleared by it, and no condition, tab, `after`/`reveal`
 * or widget rule reads it (`controllingKeys`). A text field's answer is one.
 * Computed once per definition index.
 */
export function plainAnswerKeys(index: DefinitionIndex): Set<string> {
  const cached = cache.get(index);
  if (cached) return cached;
  const controlling = controllingKeys(index.pages, index.widgets);
  const keys = new Set<string>();
  for (const [key, owners] of index.keyOwners) {
    if (controlling.has(key) || index.dependents.has(key)) continue;
    const coded = owners.some((at) => index.nodes[at]!.parts?.some((part) => part.key === key && part.coded));
    if (!coded) keys.add(key);
  }
  cache.set(index, keys);
  return keys;
}
