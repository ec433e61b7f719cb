import type { ValidationErrors } from '@admissions/contracts';
import { warnConfigurationMessage, type ConfigurationLogger } from '../configuration/configurationLogger.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { ErrorSummaryMap, PageDefinition } from '../definition/types.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';

export interface ErrorSummaryEntry {
  key: string;
  message: string;
  pageId: string;
  /** The page route, e.g. `/about`. */
  path: string;
  /** Link to the input: `/about#first_name` (widgets give each input the id of its answer key). */
  anchor: string;
}

export interface ErrorSummaryOptions {
  /** The widget specs the pages are read with (default: form-core's defaultWidgetSpecs). */
  widgets?: WidgetSpecs;
  /** Receives the keys it cannot place (console.warn when not given). */
  log?: ConfigurationLogger;
}

interface Placed {
  key: string;
  messages: string[];
  page: PageDefinition;
  questionOrder: number;
  mapOrder: number;
  errorOrder: number;
}

/**
 * The validation summary: one entry per (key, message), ordered by page step,
 * then by the question's place in the page (keys the page does not ask come
 * last, in error-summary order), then by message order. A key goes to the page
 * the error-summary map assigns it; otherwise (or when that page does not
 * exist) to the page that asks it;
 * otherwise it is left out and reported to `log` as a configuration message.
 */
export function buildErrorSummary(
  errors: ValidationErrors,
  pages: PageDefinition[],
  errorSummaryMap: ErrorSummaryMap,
  { widgets, log = warnConfigurationMessage }: ErrorSummaryOptions = {},
): ErrorSummaryEntry[] {
  const index = indexDefinitions(pages, widgets);
  const pagesById = new Map(pages.map((page) => [page.id, page]));
  const mapped = new Map<string, { pageId: string; order: number }>();
  for (const [pageId, keys] of Object.entries(errorSummaryMap.pages)) {
    keys.forEach((key, order) => {
      if (!mapped.has(key)) mapped.set(key, { pageId, order });
    });
  }

  const placed: Placed[] = [];
  Object.entries(errors).forEach(([key, messages], errorOrder) => {
    if (messages.length === 0) return;
    const owners = (index.keyOwners.get(key) ?? []).map((node) => index.nodes[node]!);
    const mappedPageId = mapped.get(key)?.pageId;
    if (mappedPageId !== undefined && !pagesById.has(mappedPageId)) {
      log(`validation key "${key}": the error summary assigns it to unknown page "${mappedPageId}"`);
    }
    const page = pagesById.get(mappedPageId ?? '') ?? pagesById.get(owners[0]?.pageId ?? '');
    if (!page) {
      log(`unmapped validation key "${key}": no page of the error summary or the definition has it`);
      return;
    }
    const owner = owners.find((node) => node.pageId === page.id);
    placed.push({
      key,
      messages: [...new Set(messages)],
      page,
      questionOrder: owner?.index ?? Number.POSITIVE_INFINITY,
      mapOrder: mapped.get(key)?.order ?? Number.POSITIVE_INFINITY,
      errorOrder,
    });
  });

  placed.sort(
    (a, b) =>
      a.page.step - b.page.step ||
      compare(a.questionOrder, b.questionOrder) ||
      compare(a.mapOrder, b.mapOrder) ||
      a.errorOrder - b.errorOrder,
  );
  return placed.flatMap(({ key, messages, page }) =>
    messages.map((message) => ({ key, message, pageId: page.id, path: page.path, anchor: `${page.path}#${key}` })),
  );
}

function compare(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
