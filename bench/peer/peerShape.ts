/**
 * The shape of the peer form (bench/peer): our heaviest /education as plain
 * data, built from the real tenant with form-core, so that the
 * react-hook-form page has the same questions, inputs, labels, hints,
 * sections, conditions and rules as ours. One field per input our page
 * shows (a school's typed-in name and address lines, a month and a year, ...).
 */
import {
  conditionKeys,
  indexDefinitions,
  questionOptions,
  type AnswerValue,
  type DefinitionIndex,
  type DefinitionNode,
  type QuestionDefinition,
} from '@admissions/form-core';
import { repositoryTenantBundle } from '../../test/support/repositoryTenant.ts';
import { testNow } from '../../test/tenants/nsu-international/validAnswers.ts';
import { heaviestEducation } from '../support/heaviestEducation.ts';

export type PeerFieldKind = 'text' | 'textarea' | 'select' | 'radio' | 'checkbox';

export interface PeerField {
  /** The answer key: the input's id and name, as on our page. */
  key: string;
  label: string;
  hint?: string;
  kind: PeerFieldKind;
  options?: { value: string; label: string }[];
  required: boolean;
  maxLength?: number;
  /** A pattern the answer must match (the size series' generated fields). */
  pattern?: { value: string; message: string };
}

export interface PeerQuestion {
  /** Our question key: the wrapper's `data-question`, which the harness waits for. */
  key: string;
  fields: PeerField[];
  /** The answers this question's visibility reads (its conditions and its ancestors'): the peer watches them. */
  watch: string[];
}

export interface PeerShape {
  title: string;
  sections: { id: string; title: string; questions: PeerQuestion[] }[];
  defaultValues: Record<string, string | boolean>;
  /** Counts printed beside the figures. */
  conditions: number;
  rules: number;
  /** react-hook-form's validation mode: on submit (its default) or on every change (live, as ours once submit was pressed). */
  mode?: 'onSubmit' | 'onChange';
}

const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const yearOptions = Array.from({ length: 30 }, (_, i) => ({ value: String(2000 + i), label: String(2000 + i) }));
// A school's code is looked up, never typed: ours shows no input for it.
const partsWithoutInput = new Set(['ceeb']);

/** The answer keys a node's visibility reads: its own condition and every ancestor's (reveal and after included). */
function watchedKeys(index: DefinitionIndex, node: DefinitionNode): string[] {
  const keys = new Set<string>();
  for (let current: DefinitionNode | undefined = node; current; current = index.nodes[current.parent]) {
    const item = current.item as { condition?: Parameters<typeof conditionKeys>[0] } | undefined;
    for (const key of conditionKeys(item?.condition)) keys.add(key);
    const parent = index.nodes[current.parent];
    if ((current.kind === 'reveal' || current.kind === 'after') && parent?.item && 'key' in parent.item) {
      keys.add(parent.item.key);
    }
    if (current.kind === 'case' && parent?.item && 'cases' in parent.item) {
      for (const key of conditionKeys(parent.item.cases[current.caseIndex ?? 0]?.condition)) keys.add(key);
    }
    if (current.parent < 0) break;
  }
  return [...keys];
}

function textOf(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function buildPeerShape(): PeerShape {
  const heaviest = heaviestEducation();
  const tenant = repositoryTenantBundle('nsu-international');
  const index = indexDefinitions(tenant.pages);
  const context = { optionLists: tenant.config.optionLists, dateWindows: tenant.config.dateWindows, now: testNow };
  const expected = new Set(heaviest.expectedQuestions);
  const sections = new Map<string, PeerShape['sections'][number]>();
  const defaultValues: PeerShape['defaultValues'] = {};
  let conditions = 0;
  let rules = 0;

  for (const node of index.nodes) {
    if (node.pageId !== heaviest.page.id || node.kind !== 'question' || !node.item || !node.parts) continue;
    const question = node.item as QuestionDefinition;
    if (!expected.has(question.key)) continue;
    let sectionNode: DefinitionNode | undefined = node;
    while (sectionNode && sectionNode.kind !== 'section') sectionNode = index.nodes[sectionNode.parent];
    const section = sectionNode?.section;
    if (!section) continue;
    if (!sections.has(section.id))
      sections.set(section.id, { id: section.id, title: section.title ?? section.id, questions: [] });

    const choices = questionOptions(question, heaviest.answers, context).map((option) => ({
      value: option.value,
      label: option.label,
    }));
    const fields: PeerField[] = [];
    for (const part of node.parts) {
      if (partsWithoutInput.has(part.role)) continue;
      const answer = heaviest.answers[part.key];
      const base = { key: part.key, required: question.required === true && part.role === 'value' };
      const label = part.role === 'value' ? question.label : `${question.label}: ${part.role}`;
      if (part.type === 'boolean') {
        fields.push({ ...base, label, kind: 'checkbox' });
        defaultValues[part.key] = answer === true;
      } else if (question.widget === 'radio') {
        fields.push({ ...base, label, kind: 'radio', options: choices.filter((o) => o.value !== '') });
        defaultValues[part.key] = textOf(answer);
      } else if (part.coded || part.role === 'month' || part.role === 'year') {
        const options =
          part.role === 'month'
            ? monthOptions
            : part.role === 'year'
              ? yearOptions
              : part.role === 'value' && choices.length > 0
                ? choices
                : [{ value: textOf(answer), label: textOf(heaviest.answers[`${part.key}_desc`]) || textOf(answer) }];
        const blank = { value: '', label: '--' };
        fields.push({ ...base, label, kind: 'select', options: [blank, ...options.filter((o) => o.value !== '')] });
        defaultValues[part.key] = textOf(answer);
      } else {
        const options = question.options as { maxLength?: number; characterLimit?: number } | undefined;
        const textarea = question.widget === 'textarea';
        const maxLength = textarea ? (options?.characterLimit ?? 3000) : (options?.maxLength ?? 45);
        fields.push({
          ...base,
          label,
          ...(question.hint && part.role === 'value' ? { hint: question.hint } : {}),
          kind: textarea ? 'textarea' : 'text',
          maxLength,
        });
        defaultValues[part.key] = textOf(answer);
        rules += 1;
      }
      if (base.required) rules += 1;
    }
    const watch = watchedKeys(index, node);
    if (watch.length > 0) conditions += 1;
    sections.get(section.id)?.questions.push({ key: question.key, fields, watch });
  }
  return { title: heaviest.page.title, sections: [...sections.values()], defaultValues, conditions, rules };
}
