import { indexDefinitions, type DefinitionNode } from '../definition/indexDefinitions.ts';
import type { ItemDefinition, QuestionDefinition, SwitchDefinition, TenantBundle } from '../definition/types.ts';
import { descKey } from '../widgets/descKey.ts';

/** What one answer key is in a definition: who asks it, how, and when. */
export interface KeyFacts {
  key: string;
  /**
   * The key a migration step names for it: the key itself, the key of its
   * coded part for a `{key}_desc`, and the first instance's key for an
   * add-another instance (`hs_2_gpa` -> `hs_gpa`).
   */
  root: string;
  /** The label of the question that writes it (none for a key no page asks). */
  label?: string;
  hint?: string;
  /** The question shows its required marker (the key is its own answer, not a companion part). */
  required: boolean;
  /** Every condition, switch case, reveal and tab the question sits under, as one comparable text. */
  condition: string;
  /** The fixed codes of a coded part, with their labels (undefined for an open answer). */
  codes?: ReadonlyMap<string, string>;
}

/** The facts of a definition a change review compares. */
export interface DefinitionFacts {
  /** The data model's keys. */
  modelKeys: ReadonlySet<string>;
  keys: ReadonlyMap<string, KeyFacts>;
  /** Texts staff wrote, by where they are (page titles, section titles, banners, messages, ...). */
  texts: ReadonlyMap<string, string>;
}

/** A JSON text whose object keys are sorted, so equal values give equal texts. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) out[key] = sorted(item);
    }
    return out;
  }
  return value;
}

/** Reads the facts of a tenant's definition (add-another groups expanded, as the data model lists them). */
export function definitionFacts(bundle: TenantBundle): DefinitionFacts {
  const index = indexDefinitions(bundle.pages);
  const keys = new Map<string, KeyFacts>();
  const context = { optionLists: bundle.config.optionLists };
  for (const nodeIndex of index.questions) {
    const node = index.nodes[nodeIndex]!;
    const question = node.item as QuestionDefinition;
    const firstInstance = firstInstanceNode(index.nodes, index.byPath, node);
    const condition = canonicalJson(visibilityChain(index.nodes, node));
    (node.parts ?? []).forEach((part, partIndex) => {
      const firstPart = firstInstance?.parts?.[partIndex];
      const root = firstPart?.key ?? part.key;
      const codeList = part.coded ? node.spec?.codes?.(question, part, context) : undefined;
      const codes = codeList
        ? new Map(codeList.filter((option) => option.value !== '').map((option) => [option.value, option.label]))
        : undefined;
      const isValue = part.role === 'value';
      const label = isValue ? question.label : `${question.label} (${part.role})`;
      keys.set(part.key, {
        key: part.key,
        root,
        label,
        ...(isValue && question.hint ? { hint: question.hint } : {}),
        required: isValue && question.required === true,
        condition,
        ...(codes ? { codes } : {}),
      });
      if (part.coded) {
        keys.set(descKey(part.key), {
          key: descKey(part.key),
          root,
          label: `${label} (label of the choice)`,
          required: false,
          condition,
        });
      }
    });
  }
  for (const key of Object.keys(bundle.dataModel.keys)) {
    if (!keys.has(key)) keys.set(key, { key, root: key, required: false, condition: '[]' });
  }
  return { modelKeys: new Set(Object.keys(bundle.dataModel.keys)), keys, texts: definitionTexts(bundle) };
}

/** The same question in an add-another group's first instance, for a question of a later one. */
function firstInstanceNode(
  nodes: readonly DefinitionNode[],
  byPath: ReadonlyMap<string, number>,
  node: DefinitionNode,
): DefinitionNode | undefined {
  if (!node.instanceOf || node.instanceOf.n === 1) return undefined;
  const marker = `/instances/${node.instanceOf.n}/`;
  const at = node.path.lastIndexOf(marker);
  if (at < 0) return undefined;
  const path = `${node.path.slice(0, at)}/instances/1/${node.path.slice(at + marker.length)}`;
  const found = byPath.get(path);
  return found === undefined ? undefined : nodes[found];
}

/** What decides whether a question shows: its own condition and those of everything around it. */
function visibilityChain(nodes: readonly DefinitionNode[], node: DefinitionNode): unknown[] {
  const chain: unknown[] = [];
  for (let current: DefinitionNode | undefined = node; current;) {
    const item = current.item as (ItemDefinition & { condition?: unknown }) | undefined;
    if (item && 'condition' in item && item.condition !== undefined) chain.push({ condition: item.condition });
    if (current.kind === 'case' && current.caseIndex !== undefined) {
      const parent = nodes[current.parent]?.item as SwitchDefinition | undefined;
      chain.push({ case: parent?.cases[current.caseIndex]?.condition ?? null });
    }
    if (current.kind === 'reveal') chain.push({ revealedBy: current.revealValue ?? null });
    if (current.kind === 'after') chain.push({ shownAfter: true });
    if (current.kind === 'tab') chain.push({ tab: current.tabId ?? null });
    if (current.kind === 'section' && current.section?.condition !== undefined) {
      chain.push({ section: current.section.condition });
    }
    current = current.parent >= 0 ? nodes[current.parent] : undefined;
  }
  return chain;
}

/** Every text staff wrote outside the questions' labels: page and section titles, banners, modals, texts, messages. */
function definitionTexts(bundle: TenantBundle): Map<string, string> {
  const texts = new Map<string, string>();
  texts.set('the application name', bundle.config.name);
  for (const page of bundle.pages) {
    texts.set(`the title of page "${page.id}"`, page.title);
    for (const section of page.sections) {
      if (section.title !== undefined)
        texts.set(`the title of section "${section.id}" (page "${page.id}")`, section.title);
    }
  }
  collectStrings(bundle.config.banners, 'banners', texts);
  collectStrings(bundle.config.modals, 'modals', texts);
  collectStrings(bundle.config.texts, 'texts', texts);
  bundle.schemas.forEach((schema, schemaIndex) => {
    const name = typeof schema.$id === 'string' ? schema.$id : `schema ${schemaIndex + 1}`;
    collectMessages(schema, `${name}`, texts);
  });
  return texts;
}

function collectStrings(value: unknown, where: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(`the text at ${where}`, value);
  else if (Array.isArray(value)) value.forEach((item, i) => collectStrings(item, `${where}.${i + 1}`, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${where}.${key}`, into);
  }
}

/** The messages of a validation schema (its `errorMessage` texts), by where they are in it. */
function collectMessages(value: unknown, where: string, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectMessages(item, `${where}/${i}`, into));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'errorMessage') {
      if (typeof item === 'string') into.set(`the message at ${where}`, item);
      else if (item !== null && typeof item === 'object') {
        for (const [rule, text] of Object.entries(flatten(item))) into.set(`the message at ${where} (${rule})`, text);
      }
    } else collectMessages(item, `${where}/${key}`, into);
  }
}

function flatten(value: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof item === 'string') out[name] = item;
    else if (item !== null && typeof item === 'object') Object.assign(out, flatten(item as object, name));
  }
  return out;
}
