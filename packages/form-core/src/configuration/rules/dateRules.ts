import { isValidIsoDate } from '../../dates/isValidIsoDate.ts';
import { isContent } from '../../definition/itemKinds.ts';
import type { TenantBundle } from '../../definition/types.ts';
import { pointerSegment, walkPage } from '../../definition/walkItems.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';

/** How dates are written, for every message about one. */
export const isoDateFormat = 'YYYY-MM-DD, e.g. 2026-03-01';

/**
 * A window's start and end are real dates written YYYY-MM-DD, and the start
 * is not after the end (the window would never open: its alert never shows).
 */
function checkWindow(window: unknown, pointer: string, name: string, file: string, issues: ConfigurationIssue[]): void {
  if (typeof window !== 'object' || window === null) return;
  const { start, end } = window as { start?: unknown; end?: unknown };
  let valid = true;
  for (const [field, value] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (value === undefined || isValidIsoDate(value)) continue;
    valid = false;
    issues.push({
      rule: 'invalid-date',
      message: `${name}: the ${field} ${JSON.stringify(value)} is not a real date; write dates as ${isoDateFormat}`,
      file,
      pointer: `${pointer}/${field}`,
    });
  }
  if (valid && typeof start === 'string' && typeof end === 'string' && start > end) {
    issues.push({
      rule: 'date-window-order',
      message: `${name} starts on ${start}, after it ends on ${end}: the start date (${isoDateFormat}) must be on or before the end date`,
      file,
      pointer: `${pointer}/start`,
    });
  }
}

/** The dates of tenant.json's `dateWindows` and of date-window alerts written with their own dates. */
export function checkDates(bundle: TenantBundle): ConfigurationIssue[] {
  const files = bundleFiles(bundle);
  const issues: ConfigurationIssue[] = [];
  for (const [name, window] of Object.entries(bundle.config?.dateWindows ?? {})) {
    checkWindow(window, `/dateWindows/${pointerSegment(name)}`, `Date window "${name}"`, files.tenant, issues);
  }
  bundle.pages.forEach((page, p) => {
    walkPage(page, (item, { pointer }) => {
      if (isContent(item) && item.showBetween && 'start' in item.showBetween) {
        checkWindow(item.showBetween, `${pointer}/showBetween`, `The alert "${item.id}"`, files.page(p), issues);
      }
    });
  });
  return issues;
}
