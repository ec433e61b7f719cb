import type { TenantBundle } from '../../definition/types.ts';
import { pointerSegment } from '../../definition/walkItems.ts';
import { bundleFiles, notInDataModel } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';

export const multiplePagesMessage =
  'Your ValidationErrorSummary implementation uses keys that are present in multiple pages';

/** error-summary.json: known pages, keys in the data model, each key on one page. */
export function checkErrorSummary(bundle: TenantBundle): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const file = bundleFiles(bundle).errorSummary;
  const model = bundle.dataModel?.keys ?? {};
  const pageIds = new Set(bundle.pages.map((page) => page.id));
  const pagesOfKey = new Map<string, string[]>();

  for (const [pageId, keys] of Object.entries(bundle.errorSummary?.pages ?? {})) {
    const pagePointer = `/pages/${pointerSegment(pageId)}`;
    if (!pageIds.has(pageId)) {
      issues.push({
        rule: 'error-summary-unknown-page',
        message: `The error summary names page "${pageId}", which is not one of the tenant's pages (${[...pageIds].join(', ')})`,
        file,
        pointer: pagePointer,
      });
    }
    keys.forEach((key, i) => {
      const pointer = `${pagePointer}/${i}`;
      if (!Object.hasOwn(model, key)) {
        issues.push({
          rule: 'error-summary-unknown-key',
          message: `The error summary lists key "${key}" on page "${pageId}", which is ${notInDataModel}`,
          file,
          pointer,
        });
      }
      const pages = pagesOfKey.get(key) ?? [];
      if (pages.length > 0 && !pages.includes(pageId)) {
        issues.push({
          rule: 'error-summary-multiple-pages',
          message: `${multiplePagesMessage}: "${key}" is listed on pages ${[...pages, pageId].map((id) => `"${id}"`).join(', ')}`,
          file,
          pointer,
        });
      }
      if (!pages.includes(pageId)) pagesOfKey.set(key, [...pages, pageId]);
    });
  }
  return issues;
}
