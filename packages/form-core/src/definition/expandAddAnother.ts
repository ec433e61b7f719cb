import { instanceKey, instanceLabel } from './instanceKey.ts';
import type {
  AddAnotherDefinition,
  ConditionSpec,
  ItemDefinition,
  OptionDefinition,
  OptionListReference,
  QuestionDefinition,
  RevealedItems,
} from './types.ts';

/**
 * The items of instance `n` of an add-another group: `{n}` substituted in every
 * key-bearing field (key, keys values, check keys, controlKey, condition
 * valueKeys, clearKeys, item ids) and `{i}` in every text shown to the applicant.
 * Nested add-another groups are not supported (config checks report them).
 */
export function expandAddAnother(group: AddAnotherDefinition, n: number): ItemDefinition[] {
  return group.template.map((item) => expandItem(item, n));
}

function expandItem(item: ItemDefinition, n: number): ItemDefinition {
  const key = (value: string): string => instanceKey(value, n);
  const text = (value: string): string => instanceLabel(value, n);
  const items = (list: ItemDefinition[]): ItemDefinition[] => list.map((child) => expandItem(child, n));

  if (!('kind' in item) || item.kind === undefined) return expandQuestion(item as QuestionDefinition, n);
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

function expandQuestion(question: QuestionDefinition, n: number): QuestionDefinition {
  const key = (value: string): string => instanceKey(value, n);
  const text = (value: string): string => instanceLabel(value, n);
  const mapValues = <T>(record: Record<string, T>, fn: (value: T) => T): Record<string, T> =>
    Object.fromEntries(Object.entries(record).map(([name, value]) => [name, fn(value)]));
  const expanded: QuestionDefinition = { ...question, key: key(question.key), label: text(question.label) };
  if (question.hint !== undefined) expanded.hint = text(question.hint);
  if (question.placeholder !== undefined) expanded.placeholder = text(question.placeholder);
  if (question.condition !== undefined) expanded.condition = expandCondition(question.condition, n);
  if (question.keys) expanded.keys = mapValues(question.keys, key);
  if (question.keyLabels) expanded.keyLabels = mapValues(question.keyLabels, text);
  if (question.checks) expanded.checks = question.checks.map((c) => ({ key: key(c.key), label: text(c.label) }));
  if (question.controlKey !== undefined) expanded.controlKey = key(question.controlKey);
  if (question.options) expanded.options = expandOptions(question.options, n);
  if (question.optionsByValue) {
    expanded.optionsByValue = mapValues(question.optionsByValue, (options: OptionDefinition[] | OptionListReference) =>
      Array.isArray(options) ? expandOptions(options, n) : options,
    );
  }
  if (question.after) expanded.after = question.after.map((child) => expandItem(child, n));
  if (question.reveal) {
    expanded.reveal = mapValues(question.reveal, (list: RevealedItems) => list.map((child) => expandItem(child, n)));
  }
  return expanded;
}

function expandOptions(options: OptionDefinition[], n: number): OptionDefinition[] {
  return options.map((option) => ({ value: option.value, label: instanceLabel(option.label, n) }));
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
