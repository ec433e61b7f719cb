import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import { descKey } from '../widgets/descKey.ts';
import { indexDefinitions } from './indexDefinitions.ts';
import type { AddAnotherDefinition, Answers, PageDefinition } from './types.ts';

/**
 * The answers after instance `n` of an add-another group is removed: its
 * answers (and their `{key}_desc` companions) are dropped, and every later
 * instance moves down by one, so the answers of instance 3 become those of
 * instance 2 and the last instance is left empty. Keys outside the group,
 * and template keys without `{n}` (the same in every instance), are left as
 * they are. Instance 1 cannot be removed (its answers are returned unchanged).
 */
export function removeAddAnotherInstance(
  group: AddAnotherDefinition,
  answers: Answers,
  n: number,
  widgets: WidgetSpecs = defaultWidgetSpecs,
): Answers {
  if (!Number.isInteger(n) || n < 2 || n > group.max) return answers;
  const keys = instanceKeysOf(group, widgets);
  const result: Answers = { ...answers };
  for (let instance = n; instance <= group.max; instance += 1) {
    const targets = keys[instance - 1]!;
    const sources = keys[instance];
    targets.forEach((target, position) => {
      const source = sources?.[position];
      if (source !== undefined && source in answers) result[target] = answers[source]!;
      else delete result[target];
    });
  }
  return result;
}

/**
 * The instance-specific answer keys of every instance (index 0 = instance 1),
 * position by position: the same position names the same template question
 * part in every instance, each key followed by its `_desc` companion.
 */
function instanceKeysOf(group: AddAnotherDefinition, widgets: WidgetSpecs): string[][] {
  const byWidgets = keysCache.get(group) ?? new Map<WidgetSpecs, string[][]>();
  keysCache.set(group, byWidgets);
  const cached = byWidgets.get(widgets);
  if (cached) return cached;
  // The group indexed on its own (a page of one section), so every nested item kind is expanded as everywhere else.
  const page: PageDefinition = { id: '', path: '', title: '', step: 0, sections: [{ id: '', items: [group] }] };
  const index = indexDefinitions([page], widgets);
  const perInstance: string[][] = Array.from({ length: group.max }, () => []);
  for (const q of index.questions) {
    const node = index.nodes[q]!;
    const n = node.instanceOf?.n;
    if (n === undefined) continue;
    const list = perInstance[n - 1]!;
    for (const key of node.answerKeys ?? []) {
      for (const each of [key, descKey(key)]) if (!list.includes(each)) list.push(each);
    }
  }
  // A position whose key is the same in two instances is not instance-specific: it is never moved or dropped.
  const shared = new Set<number>();
  const first = perInstance[0] ?? [];
  const second = perInstance[1] ?? [];
  first.forEach((key, position) => {
    if (second[position] === key) shared.add(position);
  });
  const keys = perInstance.map((list) => list.filter((_key, position) => !shared.has(position)));
  byWidgets.set(widgets, keys);
  return keys;
}

const keysCache = new WeakMap<AddAnotherDefinition, Map<WidgetSpecs, string[][]>>();
