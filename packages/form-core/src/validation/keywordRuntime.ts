import { isAtLeastYearsAgo, isNotMoreThanYearsAgo } from '../dates/dateYearsAgo.ts';
import type { KeywordContext } from './validationTypes.ts';

// Called by the code the custom keywords generate, in runtime and standalone
// validators alike (a generated validator module receives them under the name
// @admissions/form-core/keyword-runtime, see delivery/standaloneRuntime.ts).
// Each gets the run's context, ajv's `this`: "today" belongs to the run, so
// two runs with different clocks never see each other's.

/** "Today" of the run; a direct call of the ajv function without a context reads the real clock. */
function nowOf(context: KeywordContext | undefined): Date {
  return context?.now ?? new Date();
}

/** dateYearsAgoMax: the date is not earlier than today minus `years` years. */
export function keywordDateYearsAgoMax(context: KeywordContext | undefined, date: unknown, years: number): boolean {
  return date === '' || isNotMoreThanYearsAgo(date, years, nowOf(context));
}

/** dateYearsAgoMin: the date is at most today minus `years` years. */
export function keywordDateYearsAgoMin(context: KeywordContext | undefined, date: unknown, years: number): boolean {
  return date === '' || isAtLeastYearsAgo(date, years, nowOf(context));
}

/** The year `offset` years from the run's today (for yearOffsetMin/Max and their messages). */
export function keywordOffsetYear(context: KeywordContext | undefined, offset: number): number {
  return nowOf(context).getFullYear() + offset;
}

function yearOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const year = Number(value);
  return Number.isFinite(year) ? year : undefined;
}

/** yearOffsetMin: the year is >= current year + offset. Empty or non-numeric values pass. */
export function keywordYearOffsetMin(context: KeywordContext | undefined, value: unknown, offset: number): boolean {
  const year = yearOf(value);
  return year === undefined || year >= keywordOffsetYear(context, offset);
}

/** yearOffsetMax: the year is <= current year + offset. Empty or non-numeric values pass. */
export function keywordYearOffsetMax(context: KeywordContext | undefined, value: unknown, offset: number): boolean {
  const year = yearOf(value);
  return year === undefined || year <= keywordOffsetYear(context, offset);
}

/**
 * answerCodes: the codes every coded answer may hold (generated from the
 * pages and option lists, see answerCodesSchema.ts). `lists` are the code
 * lists; each rule is [answer key, index of its list, its message], and for
 * a conditional select also [..., controlling key, controlling value]: then
 * it holds only while the controlling answer has that value.
 */
export interface AnswerCodesRules {
  lists: (string | boolean)[][];
  rules: [string, number, string, string?, string?][];
}

/** One answer holding a code none of its question's options has: an ajv error at that answer. */
export interface AnswerCodeError {
  instancePath: string;
  schemaPath: string;
  keyword: 'answerCodes';
  params: { key: string };
  message: string;
}

// The lists as sets, built once per compiled schema (the schema object is the generated code's constant).
const codeSets = new WeakMap<AnswerCodesRules, Set<unknown>[]>();

/** answerCodes, on the answers object: an error per answer whose value is none of its list's codes, or null. */
export function keywordAnswerCodes(
  _context: KeywordContext | undefined,
  answers: unknown,
  schema: AnswerCodesRules,
): AnswerCodeError[] | null {
  if (typeof answers !== 'object' || answers === null) return null;
  const record = answers as Record<string, unknown>;
  let sets = codeSets.get(schema);
  if (sets === undefined) {
    sets = schema.lists.map((list) => new Set<unknown>(list));
    codeSets.set(schema, sets);
  }
  let errors: AnswerCodeError[] | null = null;
  for (const [key, list, message, controlKey, controlValue] of schema.rules) {
    if (controlKey !== undefined && record[controlKey] !== controlValue) continue;
    if (!Object.hasOwn(record, key) || sets[list]?.has(record[key]) !== false) continue;
    const segment = key.replaceAll('~', '~0').replaceAll('/', '~1');
    (errors ??= []).push({
      instancePath: `/${segment}`,
      schemaPath: '#/answerCodes',
      keyword: 'answerCodes',
      params: { key },
      message,
    });
  }
  return errors;
}
