import type { FormState, PageDefinition, QuestionDefinition } from '../definition/types.ts';
import { computeVisibility, type Visibility } from '../visibility/computeVisibility.ts';
import type { FormContext } from '../visibility/formContext.ts';

/** One question of the re-ask notice: its label and where it is asked (`/{page}#{key}`). */
export interface ReaskEntry {
  key: string;
  label: string;
  href: string;
}

const unanswered = (value: unknown) => value === undefined || value === '' || value === false;

/**
 * The questions to name in the re-ask notice: of the keys the application was
 * asked again (a migration cleared them, or they became required), those a
 * shown question asks and that still have no answer, in the order of the
 * pages. An answered or hidden one is left out, so the notice goes once
 * every listed question is answered.
 */
export function reaskNotice(
  pages: PageDefinition[],
  state: FormState,
  reaskKeys: readonly string[],
  context: FormContext = {},
  /** The state's visibility when the caller has it already. */
  known?: Visibility,
): ReaskEntry[] {
  if (reaskKeys.length === 0) return [];
  const wanted = new Set(reaskKeys.filter((key) => unanswered(state.answers[key])));
  if (wanted.size === 0) return [];
  const visibility = known ?? computeVisibility(pages, state, context);
  const { index } = visibility;
  const entries: ReaskEntry[] = [];
  for (const at of index.questions) {
    const node = index.nodes[at]!;
    const key = (node.answerKeys ?? []).find((candidate) => wanted.has(candidate));
    if (key === undefined || !visibility.isItemVisible(node.path)) continue;
    wanted.delete(key);
    const question = node.item as QuestionDefinition;
    entries.push({ key, label: question.label, href: `${pages[node.pageIndex]!.path}#${key}` });
  }
  return entries;
}
