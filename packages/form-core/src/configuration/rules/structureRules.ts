import { limits } from '@admissions/contracts';
import { isAddAnother, isContent, isTabGroup } from '../../definition/itemKinds.ts';
import type { TenantBundle } from '../../definition/types.ts';
import { walkPage } from '../../definition/walkItems.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';

/** Per-item rules: add-another max (1..10, no nesting, requiredInstances within it), date windows, default tabs. */
export function checkItems(bundle: TenantBundle): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const windows = bundle.config?.dateWindows ?? {};

  bundle.pages.forEach((page, p) => {
    const file = files.page(p);

    walkPage(page, (item, { pointer, ancestors }) => {
      if (isAddAnother(item)) {
        if (item.max > limits.addAnotherMax || item.max < 1 || !Number.isInteger(item.max)) {
          issues.push({
            rule: 'add-another-max',
            message: `Add-another "${item.id}" has max ${item.max}; it must be a whole number from 1 to ${limits.addAnotherMax}`,
            file,
            pointer: `${pointer}/max`,
          });
        }
        // The required blocks always show, so there cannot be more of them than blocks.
        if (item.requiredInstances !== undefined && item.requiredInstances > item.max) {
          issues.push({
            rule: 'add-another-max',
            message: `Add-another "${item.id}" has requiredInstances ${item.requiredInstances}, more than its max ${item.max}; at most max blocks can be required`,
            file,
            pointer: `${pointer}/requiredInstances`,
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
    });
  });
  return issues;
}
