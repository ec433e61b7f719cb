import { _, Name, stringify } from 'ajv';
import type { CodeGen, CodeKeywordDefinition, KeywordCxt, KeywordErrorDefinition } from 'ajv';
import {
  keywordAnswerCodes,
  keywordDateYearsAgoMax,
  keywordDateYearsAgoMin,
  keywordOffsetYear,
  keywordYearOffsetMax,
  keywordYearOffsetMin,
} from './keywordRuntime.ts';

type KeywordErrorCxt = Parameters<Extract<KeywordErrorDefinition['message'], (...args: never[]) => unknown>>[0];

const runtime = {
  keywordAnswerCodes,
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

const vErrors = new Name('vErrors');
const errorCount = new Name('errors');

/**
 * answerCodes (on the answers object, at the root): the generated rule that
 * every coded answer is one of its question's codes. The helper returns the
 * errors, one per answer, each at its answer with its question's message;
 * they are added to the run's errors as ajv adds its own (the list and the
 * count every generated function keeps), so the run fails with them. The
 * rules are a constant of the generated code, written once.
 */
const answerCodesKeyword: CodeKeywordDefinition = {
  keyword: 'answerCodes',
  type: 'object',
  schemaType: 'object',
  code(cxt: KeywordCxt) {
    const { gen } = cxt;
    const rules = gen.scopeValue('schema', { ref: cxt.schema as object, code: stringify(cxt.schema) });
    const found = gen.const('codeErrors', _`${helper(gen, 'keywordAnswerCodes')}(this, ${cxt.data}, ${rules})`);
    gen.if(_`${found} !== null`, () => {
      gen.assign(vErrors, _`${vErrors} === null ? ${found} : ${vErrors}.concat(${found})`);
      gen.assign(errorCount, _`${vErrors}.length`);
    });
  },
};

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
  answerCodesKeyword,
];
