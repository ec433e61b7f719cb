import { isQuestion } from '../../definition/itemKinds.ts';
import type { TenantBundle } from '../../definition/types.ts';
import { pointerSegment, walkPage } from '../../definition/walkItems.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';

interface OptionLike {
  value: unknown;
  label: unknown;
}

const isOption = (value: unknown): value is OptionLike =>
  typeof value === 'object' && value !== null && 'value' in value && 'label' in value;

/** Lists of options written in a question's settings (`choices`, each list of `optionsByValue`), with their pointers. */
function optionArrays(value: unknown, pointer: string, found: [unknown[], string][] = []): [unknown[], string][] {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isOption)) found.push([value, pointer]);
    else value.forEach((entry, i) => optionArrays(entry, `${pointer}/${i}`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, entry] of Object.entries(value)) optionArrays(entry, `${pointer}/${pointerSegment(name)}`, found);
  }
  return found;
}

/**
 * Each code and each label once per list: two options with one code show the
 * applicant's choice with the other's label (and its `_desc` is wrong); two
 * with one label cannot be told apart.
 */
function duplicateOptions(list: unknown[], pointer: string, name: string): Omit<ConfigurationIssue, 'file'>[] {
  const issues: Omit<ConfigurationIssue, 'file'>[] = [];
  for (const field of ['value', 'label'] as const) {
    const first = new Map<string, number>();
    list.forEach((option, i) => {
      if (!isOption(option) || typeof option[field] !== 'string') return;
      const text = option[field] as string;
      const earlier = first.get(text);
      if (earlier === undefined) {
        first.set(text, i);
        return;
      }
      issues.push({
        rule: 'duplicate-option',
        message:
          field === 'value'
            ? `${name} has the code "${text}" twice (options ${earlier + 1} and ${i + 1}): each option needs its own code`
            : `${name} has the label "${text}" twice (options ${earlier + 1} and ${i + 1}): applicants could not tell them apart`,
        pointer: `${pointer}/${i}/${field}`,
      });
    });
  }
  return issues;
}

/** Option lists (tenant.json `optionLists`, a question's `choices` and `optionsByValue` lists) have unique codes and labels. */
export function checkOptionLists(bundle: TenantBundle): ConfigurationIssue[] {
  const files = bundleFiles(bundle);
  const issues: ConfigurationIssue[] = [];
  for (const [name, list] of Object.entries(bundle.config?.optionLists ?? {})) {
    if (!Array.isArray(list)) continue;
    for (const issue of duplicateOptions(list, `/optionLists/${pointerSegment(name)}`, `Option list "${name}"`)) {
      issues.push({ ...issue, file: files.tenant });
    }
  }
  bundle.pages.forEach((page, p) => {
    walkPage(page, (item, { pointer }) => {
      if (!isQuestion(item)) return;
      for (const [list, at] of optionArrays(item.options, `${pointer}/options`)) {
        for (const issue of duplicateOptions(list, at, `Question "${item.key}"`)) {
          issues.push({ ...issue, file: files.page(p) });
        }
      }
    });
  });
  return issues;
}
