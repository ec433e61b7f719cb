import type { DefinitionIndex } from '../../definition/indexDefinitions.ts';
import type { OptionDefinition, QuestionDefinition, TenantBundle } from '../../definition/types.ts';
import { isKnownOptionList } from '../../options/resolveOptions.ts';

/** What an answer key can hold, as conditions see it. */
export type AnswerCodes =
  /** a checkbox, a button, a check of a group, an SMS opt-in: true or false */
  | { kind: 'boolean'; question: string }
  /** a code from a fixed list (a select, a radio, the months, the countries) */
  | { kind: 'codes'; question: string; options: readonly OptionDefinition[] }
  /** text, or a code from a list that is not fixed (a year, a school's code) */
  | { kind: 'open'; question: string };

/**
 * What every answer key the pages write can hold, from its widget's spec
 * (add-another instances expanded). A question that names an unknown option
 * list gets open codes: that list is reported on its own.
 */
export function answerCodesOf(index: DefinitionIndex, bundle: TenantBundle): Map<string, AnswerCodes> {
  const optionLists = bundle.config?.optionLists ?? {};
  const codes = new Map<string, AnswerCodes>();
  for (const nodeIndex of index.questions) {
    const node = index.nodes[nodeIndex]!;
    const question = node.item as QuestionDefinition;
    const spec = node.spec;
    const listsKnown = (spec?.optionLists?.(question) ?? []).every((use) =>
      isKnownOptionList(use.reference.list, optionLists),
    );
    for (const part of node.parts ?? []) {
      if (codes.has(part.key)) continue;
      if (part.type === 'boolean') {
        codes.set(part.key, { kind: 'boolean', question: question.key });
        continue;
      }
      const options = part.coded && listsKnown ? spec?.codes?.(question, part, { optionLists }) : undefined;
      codes.set(
        part.key,
        options ? { kind: 'codes', question: question.key, options } : { kind: 'open', question: question.key },
      );
    }
  }
  return codes;
}

/** `"Y" (Yes), "N" (No)`: the codes of a list for a message, the long ones shortened. */
export function describeCodes(options: readonly OptionDefinition[], limit = 12): string {
  const real = options.filter((option) => option.value !== '');
  const shown = real.slice(0, limit).map((option) => `"${option.value}" (${option.label})`);
  return real.length > limit ? `${shown.join(', ')}, ... (${real.length} codes)` : shown.join(', ');
}

/** The code whose label is `text` (staff often write the label where the code belongs). */
export function codeWithLabel(options: readonly OptionDefinition[], text: string): OptionDefinition | undefined {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.value !== '' && option.label.trim().toLowerCase() === wanted);
}
