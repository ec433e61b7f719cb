import { _, Name } from 'ajv';
import type { CodeGen, CodeKeywordDefinition, KeywordCxt, KeywordErrorDefinition } from 'ajv';
import {
  keywordDateYearsAgoMax,
  keywordDateYearsAgoMin,
  keywordOffsetYear,
  keywordYearOffsetMax,
  keywordYearOffsetMin,
} from './keywordRuntime.ts';

type KeywordErrorCxt = Parameters<Extract<KeywordErrorDefinition['message'], (...args: never[]) => unknown>>[0];

const runtime = {
  keywordDateYearsAgoMax,
  keywordDateYearsAgoMin,
  keywordOffsetYear,
  keywordYearOffsetMax,
  keywordYearOffsetMin,
};
type RuntimeName = keyof typeof runtime;

/**
 * A helper function as a scope value: the generated code calls `ref` when
 * compiled at runtime; standalone output refers to it by `code`, a require of
 * the name @admissions/form-core/keyword-runtime, which the validator module
 * generator turns into a lookup in the runtime the browser passes in.
 */
function helper(gen: CodeGen, name: RuntimeName): Name {
  return gen.scopeValue('func', {
    ref: runtime[name],
    code: _`require("@admissions/form-core/keyword-runtime").${new Name(name)}`,
  });
}

function checkKeyword(
  keyword: string,
  fn: RuntimeName,
  types: ('string' | 'number')[],
  message: string,
): CodeKeywordDefinition {
  return {
    keyword,
    type: types,
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      cxt.fail(_`!${helper(cxt.gen, fn)}(this, ${cxt.data}, ${cxt.schemaCode})`);
    },
    error: { message },
  };
}

function yearKeyword(keyword: string, fn: RuntimeName, text: string): CodeKeywordDefinition {
  const year = (cxt: KeywordErrorCxt) => _`${helper(cxt.gen, 'keywordOffsetYear')}(this, ${cxt.schemaCode})`;
  return {
    ...checkKeyword(keyword, fn, ['string', 'number'], ''),
    error: {
      message: (cxt) => _`${text} + ${year(cxt)}`,
      params: (cxt) => _`{year: ${year(cxt)}}`,
    },
  };
}

/**
 * Our keywords, all code-generating (so ajv standalone output works). Each
 * passes `this`, the context of the run (ajv's passContext, see createAjv),
 * to its helper: "today" is read per run, at validation time, never from a
 * shared clock. '' passes each.
 */
export const customKeywords: CodeKeywordDefinition[] = [
  checkKeyword('dateYearsAgoMax', 'keywordDateYearsAgoMax', ['string'], 'must not be earlier than the supported date'),
  checkKeyword('dateYearsAgoMin', 'keywordDateYearsAgoMin', ['string'], 'must not be later than the supported date'),
  yearKeyword('yearOffsetMin', 'keywordYearOffsetMin', 'The minimum supported year is '),
  yearKeyword('yearOffsetMax', 'keywordYearOffsetMax', 'The maximum supported year is '),
];
