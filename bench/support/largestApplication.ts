import {
  type Answers,
  computeVisibility,
  expandAddAnother,
  type FormContext,
  type FormState,
  isAddAnother,
  isQuestion,
  type ItemDefinition,
  type TenantBundle,
  walkItems,
  walkPage,
} from '@admissions/form-core';

/** The largest body `PUT /api/answer` takes (the server's body limit), less room for the JSON around it. */
export const answersBodyLimit = 1024 * 1024;

/** Questions whose own answer prints as typed. */
const printedAsTyped = new Set(['text', 'textarea', 'phone', 'address', 'schoolSearch']);
/** Coded questions: their `_desc` label prints (the browser sends it; the server stores what it gets). */
const coded = new Set(['select', 'radio', 'conditionalSelect']);
/** Parts of an address or school that print as typed. */
const printedRoles = ['line1', 'line2', 'city', 'zip', 'ceeb'];

/**
 * The largest application the limits allow, printed at its worst: `base`
 * answers with every add-another group at its maximum, then every visible
 * answer that prints as typed (free text, phones, address lines, the labels
 * of coded answers) filled with `characterLimit` characters of `fill` (the
 * default has no spaces: every line is a broken word) until the JSON body
 * reaches the server's body limit.
 */
export function largestApplication(
  bundle: TenantBundle,
  base: Answers,
  context: FormContext,
  fill = 'W',
): { state: FormState; bodyBytes: number; filled: number } {
  const addAnother: Record<string, number> = {};
  const questions: string[] = [];
  const visitor = (item: ItemDefinition): 'skip' | undefined => {
    if (isAddAnother(item)) {
      addAnother[item.id] = item.max;
      // Each instance of the template, with its own keys.
      for (let n = 1; n <= item.max; n++) walkItems(expandAddAnother(item, n), visitor);
      return 'skip';
    }
    if (!isQuestion(item)) return undefined;
    if (printedAsTyped.has(item.widget)) questions.push(item.key);
    if (coded.has(item.widget)) questions.push(`${item.key}_desc`);
    for (const role of printedRoles) {
      const partKey = (item.options as { keys?: Record<string, string> } | undefined)?.keys?.[role];
      if (partKey) questions.push(partKey);
    }
    return undefined;
  };
  for (const page of bundle.pages) walkPage(page, visitor);
  const state: FormState = { answers: { ...base }, tabs: {}, addAnother };
  const visibility = computeVisibility(bundle.pages, state, context);
  const text = fill
    .repeat(Math.ceil(bundle.config.characterLimit / fill.length))
    .slice(0, bundle.config.characterLimit);
  let filled = 0;
  const dataModelKeys = bundle.dataModel.keys;
  for (const key of new Set(questions)) {
    const owner = key.endsWith('_desc') ? key.slice(0, -'_desc'.length) : key;
    if (dataModelKeys[key]?.type !== 'string' || !visibility.isKeyVisible(owner)) continue;
    // A coded answer prints its label only when it has a value.
    if (owner !== key && !state.answers[owner]) continue;
    const next = { ...state.answers, [key]: text };
    if (Buffer.byteLength(JSON.stringify(next)) > answersBodyLimit - 1024) break;
    state.answers = next;
    filled += 1;
  }
  return { state, bodyBytes: Buffer.byteLength(JSON.stringify(state.answers)), filled };
}
