import { isAddAnother, isContent, isQuestion, isTabGroup } from '../../definition/itemKinds.ts';
import type { OptionListReference, TenantBundle } from '../../definition/types.ts';
import { questionAnswerKeys } from '../../definition/answerKeys.ts';
import { walkPage } from '../../definition/walkItems.ts';
import { isKnownOptionList } from '../../options/resolveOptions.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';

export const addAnotherMaxLimit = 10;

/**
 * Per-item rules: add-another max (1..10, no nesting), widget names, option
 * list references, date windows, default tabs.
 */
export function checkItems(bundle: TenantBundle, widgetNames?: readonly string[]): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const lists = bundle.config?.optionLists ?? {};
  const windows = bundle.config?.dateWindows ?? {};

  bundle.pages.forEach((page, p) => {
    const file = files.page(p);
    const listIssue = (ref: OptionListReference | undefined, owner: string, pointer: string): void => {
      if (ref === undefined || isKnownOptionList(ref.list, lists)) return;
      issues.push({
        rule: 'unknown-option-list',
        message: `Question "${owner}" uses option list "${ref.list}", which is neither built in nor in tenant.json optionLists`,
        file,
        pointer,
      });
    };

    walkPage(page, (item, { pointer, ancestors }) => {
      if (isAddAnother(item)) {
        if (item.max > addAnotherMaxLimit || item.max < 1 || !Number.isInteger(item.max)) {
          issues.push({
            rule: 'add-another-max',
            message: `Add-another "${item.id}" has max ${item.max}; it must be a whole number from 1 to ${addAnotherMaxLimit}`,
            file,
            pointer: `${pointer}/max`,
          });
        }
        if (ancestors.some(isAddAnother)) {
          issues.push({
            rule: 'nested-add-another',
            message: `Add-another "${item.id}" is inside another add-another group, which is not supported`,
            file,
            pointer,
          });
        }
      }
      if (isTabGroup(item) && item.defaultTab !== undefined && !item.tabs.some((tab) => tab.id === item.defaultTab)) {
        issues.push({
          rule: 'unknown-default-tab',
          message: `Tab group "${item.id}" has defaultTab "${item.defaultTab}", which is not one of its tabs`,
          file,
          pointer: `${pointer}/defaultTab`,
        });
      }
      if (
        isContent(item) &&
        item.showBetween &&
        'window' in item.showBetween &&
        !Object.hasOwn(windows, item.showBetween.window)
      ) {
        issues.push({
          rule: 'unknown-date-window',
          message: `Content "${item.id}" uses date window "${item.showBetween.window}", which is not in tenant.json dateWindows`,
          file,
          pointer: `${pointer}/showBetween/window`,
        });
      }
      if (!isQuestion(item)) return;
      if (widgetNames && !widgetNames.includes(item.widget)) {
        issues.push({
          rule: 'unknown-widget',
          message: `Question "${item.key}" uses widget "${item.widget}", which is not in the widget registry (known: ${widgetNames.join(', ')})`,
          file,
          pointer: `${pointer}/widget`,
        });
      }
      listIssue(item.optionList, item.key, `${pointer}/optionList/list`);
      for (const [value, entry] of Object.entries(item.optionsByValue ?? {})) {
        if (!Array.isArray(entry)) listIssue(entry, item.key, `${pointer}/optionsByValue/${value}/list`);
      }
      if (item.widget === 'conditionalSelect' && item.optionsByValue && item.controlKey === undefined) {
        issues.push({
          rule: 'missing-control-key',
          message: `Conditional select "${item.key}" has optionsByValue but no controlKey`,
          file,
          pointer,
        });
      }
    });
  });
  return issues;
}

/** An answer key asked on two pages would save and validate twice; each key belongs to one page. */
export function checkDuplicateKeysAcrossPages(bundle: TenantBundle): ConfigurationIssue[] {
  const files = bundleFiles(bundle);
  const firstPage = new Map<string, string>();
  const issues: ConfigurationIssue[] = [];
  bundle.pages.forEach((page, p) => {
    const seenHere = new Set<string>();
    walkPage(page, (item, { pointer }) => {
      if (!isQuestion(item)) return;
      for (const key of questionAnswerKeys(item)) {
        const owner = firstPage.get(key);
        if (owner !== undefined && owner !== page.id && !seenHere.has(key)) {
          issues.push({
            rule: 'duplicate-key',
            message: `Key "${key}" is asked on page "${owner}" and again on page "${page.id}"`,
            file: files.page(p),
            pointer,
          });
        }
        seenHere.add(key);
      }
    });
    for (const key of seenHere) if (!firstPage.has(key)) firstPage.set(key, page.id);
  });
  return issues;
}
