import type { TenantBundle } from '../definition/types.ts';
import { type DefinitionFacts, definitionFacts, type KeyFacts } from './definitionFacts.ts';

/**
 * One difference between two versions of a tenant's definition. `key` is the
 * key a migration step names (an add-another instance's first key, a coded
 * part's own key), `keys` every stored key it stands for (later instances,
 * `_desc` companions).
 */
export type DefinitionChange =
  | { kind: 'keyAdded'; key: string; keys: string[]; label?: string }
  | { kind: 'keyRemoved'; key: string; keys: string[]; label?: string }
  | { kind: 'optionAdded'; key: string; keys: string[]; label?: string; code: string; optionLabel: string }
  | { kind: 'optionRemoved'; key: string; keys: string[]; label?: string; code: string; optionLabel: string }
  | { kind: 'nowRequired'; key: string; keys: string[]; label?: string }
  | { kind: 'noLongerRequired'; key: string; keys: string[]; label?: string }
  | { kind: 'conditionChanged'; key: string; keys: string[]; label?: string }
  | { kind: 'textReworded'; where: string; before: string; after: string };

export type DefinitionChangeKind = DefinitionChange['kind'];

/** The kinds of change that can affect answers already saved (the change review counts them). */
const touchingKinds: ReadonlySet<DefinitionChangeKind> = new Set([
  'keyRemoved',
  'optionRemoved',
  'nowRequired',
  'conditionChanged',
]);

/** Whether the change can affect answers applicants have already saved. */
export function touchesSavedAnswers(change: DefinitionChange): boolean {
  return touchingKinds.has(change.kind);
}

/**
 * What changed from one definition to the next, in document order of the
 * newer one (removals in the older one's order): answer keys added and
 * removed (a renamed key is one of each), options added and removed (a
 * changed code is one of each), questions that became or stopped being
 * required, questions shown under a different condition, and texts reworded
 * (labels, hints, option labels, titles, banners, messages).
 */
export function definitionChanges(before: TenantBundle, after: TenantBundle): DefinitionChange[] {
  return compareFacts(definitionFacts(before), definitionFacts(after));
}

function compareFacts(before: DefinitionFacts, after: DefinitionFacts): DefinitionChange[] {
  const changes: DefinitionChange[] = [];
  const grouped = new Map<string, DefinitionChange & { keys: string[] }>();
  const add = (change: DefinitionChange & { keys: string[] }, group: string): void => {
    const existing = grouped.get(group);
    if (existing) {
      for (const key of change.keys) if (!existing.keys.includes(key)) existing.keys.push(key);
      return;
    }
    grouped.set(group, change);
    changes.push(change);
  };
  const labelOf = (facts: KeyFacts): { label?: string } => (facts.label !== undefined ? { label: facts.label } : {});
  const rootFacts = (facts: DefinitionFacts, key: string): KeyFacts | undefined => facts.keys.get(key);

  for (const key of before.modelKeys) {
    if (after.modelKeys.has(key)) continue;
    const old = before.keys.get(key)!;
    const root = rootFacts(before, old.root) ?? old;
    add({ kind: 'keyRemoved', key: old.root, keys: [key], ...labelOf(root) }, `keyRemoved ${old.root}`);
  }
  for (const key of after.modelKeys) {
    if (before.modelKeys.has(key)) continue;
    const next = after.keys.get(key)!;
    const root = rootFacts(after, next.root) ?? next;
    add({ kind: 'keyAdded', key: next.root, keys: [key], ...labelOf(root) }, `keyAdded ${next.root}`);
  }
  for (const [key, next] of after.keys) {
    const old = before.keys.get(key);
    if (!old || !before.modelKeys.has(key) || !after.modelKeys.has(key)) continue;
    const label = labelOf(rootFacts(after, next.root) ?? next);
    if (old.codes && next.codes) {
      for (const [code, optionLabel] of old.codes) {
        if (!next.codes.has(code)) {
          add(
            { kind: 'optionRemoved', key: next.root, keys: [key], ...label, code, optionLabel },
            `optionRemoved ${next.root} ${code}`,
          );
        }
      }
      for (const [code, optionLabel] of next.codes) {
        const oldLabel = old.codes.get(code);
        if (oldLabel === undefined) {
          add(
            { kind: 'optionAdded', key: next.root, keys: [key], ...label, code, optionLabel },
            `optionAdded ${next.root} ${code}`,
          );
        } else if (oldLabel !== optionLabel) {
          add(
            {
              kind: 'textReworded',
              where: `option ${code} of ${describeKey(next)}`,
              before: oldLabel,
              after: optionLabel,
              keys: [],
            },
            `option text ${next.root} ${code}`,
          );
        }
      }
    }
    if (next.required && !old.required)
      add({ kind: 'nowRequired', key: next.root, keys: [key], ...label }, `nowRequired ${next.root}`);
    if (!next.required && old.required) {
      add({ kind: 'noLongerRequired', key: next.root, keys: [key], ...label }, `noLongerRequired ${next.root}`);
    }
    if (next.condition !== old.condition) {
      add({ kind: 'conditionChanged', key: next.root, keys: [key], ...label }, `conditionChanged ${next.root}`);
    }
    if (old.label !== undefined && next.label !== undefined && old.label !== next.label) {
      add(
        {
          kind: 'textReworded',
          where: `the label of ${describeKey(next)}`,
          before: old.label,
          after: next.label,
          keys: [],
        },
        `label ${next.root}`,
      );
    }
    if ((old.hint ?? '') !== (next.hint ?? '')) {
      add(
        {
          kind: 'textReworded',
          where: `the hint of ${describeKey(next)}`,
          before: old.hint ?? '',
          after: next.hint ?? '',
          keys: [],
        },
        `hint ${next.root}`,
      );
    }
  }
  for (const [where, text] of after.texts) {
    const old = before.texts.get(where);
    if (old !== undefined && old !== text) changes.push({ kind: 'textReworded', where, before: old, after: text });
  }
  // The grouping helper kept an empty `keys` on reworded texts; they name no stored key.
  return changes.map((change) => {
    if (change.kind !== 'textReworded') return change;
    const { where, before: was, after: now } = change;
    return { kind: 'textReworded', where, before: was, after: now };
  });
}

function describeKey(facts: KeyFacts): string {
  return `the question ${facts.root}`;
}
