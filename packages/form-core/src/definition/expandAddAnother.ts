import { instanceKey, instanceLabel } from './instanceKey.ts';
import type {
  AddAnotherDefinition,
  ConditionSpec,
  ItemDefinition,
  QuestionDefinition,
  RevealedItems,
} from './types.ts';

/**
 * The items of instance `n` of an add-another group: `{n}` substituted in every
 * key-bearing field (key, condition valueKeys, clearKeys, item ids) and `{i}`
 * in every text shown to the applicant; in a widget's `options` both in every
 * text (its companion keys, check keys, controlKey, labels).
 * Nested add-another groups are not supported (config checks report them).
 */
export function expandAddAnother(group: AddAnotherDefinition, n: number): ItemDefinition[] {
  const marked = instanceKeepsRequired(group, n);
  return group.template.map((item) => expandItem(item, n, marked));
}

/**
 * Whether instance n keeps the template's `required` markers: every instance
 * when the group does not say how many are required, else the first
 * `requiredInstances` only (the marker must match a rule, and the rules of the
 * later blocks' keys do not require them).
 */
export function instanceKeepsRequired(group: AddAnotherDefinition, n: number): boolean {
  return group.requiredInstances === undefined || n <= group.requiredInstances;
}

function expandItem(item: ItemDefinition, n: number, marked: boolean): ItemDefinition {
  const key = (value: string): string => instanceKey(value, n);
  const text = (value: string): string => instanceLabel(value, n);
  const items = (list: ItemDefinition[]): ItemDefinition[] => list.map((child) => expandItem(child, n, marked));

  if (!('kind' in item) || item.kind === undefined) return expandQuestion(item as QuestionDefinition, n, marked);
  switch (item.kind) {
    case 'content':
      return { ...item, id: key(item.id), text: text(item.text), ...cond(item.condition, n) };
    case 'group':
      return {
        ...item,
        id: key(item.id),
        ...opt('title', item.title, text),
        ...opt('description', item.description, text),
        ...cond(item.condition, n),
        items: items(item.items),
      };
    case 'switch':
      return {
        ...item,
        id: key(item.id),
        cases: item.cases.map((c) => ({ condition: expandCondition(c.condition, n), items: items(c.items) })),
      };
    case 'tabs':
      return {
        ...item,
        id: key(item.id),
        label: text(item.label),
        tabs: item.tabs.map((tab) => ({ ...tab, label: text(tab.label), items: items(tab.items) })),
        ...(item.clearKeys ? { clearKeys: item.clearKeys.map(key) } : {}),
        ...cond(item.condition, n),
      };
    case 'addAnother':
      return {
        ...item,
        id: key(item.id),
        buttonLabel: text(item.buttonLabel),
        template: items(item.template),
        ...cond(item.condition, n),
      };
  }
}

function expandQuestion(question: QuestionDefinition, n: number, marked: boolean): QuestionDefinition {
  const text = (value: string): string => instanceLabel(value, n);
  const expanded: QuestionDefinition = { ...question, key: instanceKey(question.key, n), label: text(question.label) };
  if (!marked) delete expanded.required;
  if (question.hint !== undefined) expanded.hint = text(question.hint);
  if (question.condition !== undefined) expanded.condition = expandCondition(question.condition, n);
  if (question.options !== undefined)
    expanded.options = expandOptionValue(question.options, n) as typeof question.options;
  if (question.after) expanded.after = question.after.map((child) => expandItem(child, n, marked));
  if (question.reveal) {
    expanded.reveal = Object.fromEntries(
      Object.entries(question.reveal).map(([value, list]: [string, RevealedItems]) => [
        value,
        list.map((child) => expandItem(child, n, marked)),
      ]),
    );
  }
  return expanded;
}

/**
 * A widget's options for instance n: every text in them gets both
 * substitutions, `{n}` (the keys it names) and `{i}` (the labels it shows).
 * Option values and the names of fields are left as they are.
 */
function expandOptionValue(value: unknown, n: number): unknown {
  if (typeof value === 'string') return instanceLabel(instanceKey(value, n), n);
  if (Array.isArray(value)) return value.map((entry) => expandOptionValue(entry, n));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([name, entry]) => [
    name,
    name === 'value' && typeof entry === 'string' ? entry : expandOptionValue(entry, n),
  ]);
  return Object.fromEntries(entries);
}

/** Substitutes `{n}` in every valueKey of a condition. */
export function expandCondition(spec: ConditionSpec, n: number): ConditionSpec {
  if ('all' in spec) return { all: spec.all.map((c) => expandCondition(c, n)) };
  if ('any' in spec) return { any: spec.any.map((c) => expandCondition(c, n)) };
  if ('not' in spec) return { not: expandCondition(spec.not, n) };
  return { ...spec, valueKey: instanceKey(spec.valueKey, n) };
}

function cond(spec: ConditionSpec | undefined, n: number): { condition?: ConditionSpec } {
  return spec === undefined ? {} : { condition: expandCondition(spec, n) };
}

function opt<K extends string>(
  name: K,
  value: string | undefined,
  fn: (v: string) => string,
): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [name]: fn(value) } as Partial<Record<K, string>>);
}
