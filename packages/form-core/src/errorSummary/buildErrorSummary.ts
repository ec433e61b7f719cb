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
  options: ErrorSummaryOptions = {},
): ErrorSummaryEntry[] {
  return builderOf(pages, errorSummaryMap, options)(errors);
}

type Builder = (errors: ValidationErrors) => ErrorSummaryEntry[];
const builders = new WeakMap<PageDefinition[], WeakMap<ErrorSummaryMap, Map<unknown, Map<unknown, Builder>>>>();

/** One builder per pages, map, widgets and logger (definitions are parsed once and kept), so repeated calls go by difference. */
function builderOf(pages: PageDefinition[], errorSummaryMap: ErrorSummaryMap, options: ErrorSummaryOptions): Builder {
  let byMap = builders.get(pages);
  if (!byMap) builders.set(pages, (byMap = new WeakMap()));
  let byWidgets = byMap.get(errorSummaryMap);
  if (!byWidgets) byMap.set(errorSummaryMap, (byWidgets = new Map()));
  let byLog = byWidgets.get(options.widgets);
  if (!byLog) byWidgets.set(options.widgets, (byLog = new Map()));
  let builder = byLog.get(options.log);
  if (!builder) byLog.set(options.log, (builder = createErrorSummaryBuilder(pages, errorSummaryMap, options)));
  return builder;
}

interface KeyEntries {
  messages: readonly string[];
  placed: Placed | undefined;
  entries: ErrorSummaryEntry[];
}

/**
 * `buildErrorSummary` for one set of pages, by difference: the error-summary
 * map is read once, and each key's place and entries are kept while its
 * message list is the same object (live validation keeps it while its
 * messages do not change), so an update places only the keys whose messages
 * changed and the unchanged entries stay the same objects.
 */
export function createErrorSummaryBuilder(
  pages: PageDefinition[],
  errorSummaryMap: ErrorSummaryMap,
  { widgets, log = warnConfigurationMessage }: ErrorSummaryOptions = {},
): (errors: ValidationErrors) => ErrorSummaryEntry[] {
  const index = indexDefinitions(pages, widgets);
  const pagesById = new Map(pages.map((page) => [page.id, page]));
  const mapped = new Map<string, { pageId: string; order: number }>();
  for (const [pageId, keys] of Object.entries(errorSummaryMap.pages)) {
    keys.forEach((key, order) => {
      if (!mapped.has(key)) mapped.set(key, { pageId, order });
    });
  }
  let known = new Map<string, KeyEntries>();

  const place = (key: string, messages: readonly string[]): KeyEntries => {
    const owners = (index.keyOwners.get(key) ?? []).map((node) => index.nodes[node]!);
    const mappedPageId = mapped.get(key)?.pageId;
    if (mappedPageId !== undefined && !pagesById.has(mappedPageId)) {
      log(`validation key "${key}": the error summary assigns it to unknown page "${mappedPageId}"`);
    }
    const page = pagesById.get(mappedPageId ?? '') ?? pagesById.get(owners[0]?.pageId ?? '');
    if (!page) {
      log(`unmapped validation key "${key}": no page of the error summary or the definition has it`);
      return { messages, placed: undefined, entries: [] };
    }
    const owner = owners.find((node) => node.pageId === page.id);
    const unique = [...new Set(messages)];
    return {
      messages,
      placed: {
        key,
        messages: unique,
        page,
        questionOrder: owner?.index ?? Number.POSITIVE_INFINITY,
        mapOrder: mapped.get(key)?.order ?? Number.POSITIVE_INFINITY,
      },
      entries: unique.map((message) => ({
        key,
        message,
        pageId: page.id,
        path: page.path,
        anchor: `${page.path}#${key}`,
      })),
    };
  };

  return (errors) => {
    const next = new Map<string, KeyEntries>();
    const placed: (KeyEntries & { errorOrder: number })[] = [];
    Object.entries(errors).forEach(([key, messages], errorOrder) => {
      if (messages.length === 0) return;
      const previous = known.get(key);
      const entry = previous && previous.messages === messages ? previous : place(key, messages);
      next.set(key, entry);
      if (entry.placed) placed.push({ ...entry, errorOrder });
    });
    known = next;
    placed.sort(
      (a, b) =>
        a.placed!.page.step - b.placed!.page.step ||
        compare(a.placed!.questionOrder, b.placed!.questionOrder) ||
        compare(a.placed!.mapOrder, b.placed!.mapOrder) ||
        a.errorOrder - b.errorOrder,
    );
    return placed.flatMap(({ entries }) => entries);
  };
}

function compare(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
