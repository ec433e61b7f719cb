import type Ajv from 'ajv';
import { didYouMean } from '../../configuration/rules/closestWord.ts';
import { schemaProblems } from '../../definitionFiles/schemaProblems.ts';
import { pointerSegment } from '../../definition/walkItems.ts';
import { createAjv } from '../../validation/createAjv.ts';
import { UnsupportedPatternError } from '../../validation/patterns/jsPatternToRe2.ts';
import { linearPattern } from '../../validation/patterns/linearPattern.ts';

/** One problem of a validation schema file, at a JSON pointer inside it. */
export interface SchemaWordProblem {
  pointer: string;
  message: string;
  /** Whether the pointer names a property (placed at its name) rather than a value. */
  atName: boolean;
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Words that describe a schema and that the validator accepts beside its keywords. */
const annotations = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

/** Keywords whose value is one schema, a list of schemas, or an object of named schemas. */
const oneSchema = ['not', 'if', 'then', 'else', 'items', 'additionalItems', 'contains', 'propertyNames'];
const schemaLists = ['allOf', 'anyOf', 'oneOf'];
const namedSchemas = ['properties', 'patternProperties', 'definitions', '$defs'];

let shared: Ajv | undefined;
const validator = (): Ajv => (shared ??= createAjv());

/**
 * What the regular-expression engines say about a pattern, in plain words.
 * The validator compiles `pattern` with the "u" (unicode) flag, so it is
 * compiled here the same way: by JavaScript's engine (the browser's), then by
 * the linear-time engine the server runs patterns with, which lacks a few of
 * JavaScript's words (lookahead, lookbehind, references back).
 */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: \/.*\/u?: /s, '') : '';
    return `The pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${plainRegExpReason(reason)}`;
  }
  try {
    linearPattern(pattern, 'u');
    return undefined;
  } catch (error) {
    if (!(error instanceof UnsupportedPatternError)) throw error;
    return `The pattern ${JSON.stringify(pattern)} cannot run on the server's pattern engine: ${error.message}`;
  }
}

/** The engine's reason (e.g. "Unterminated group") with what it usually means for someone writing one by hand. */
function plainRegExpReason(reason: string): string {
  const hints: [RegExp, string][] = [
    [/Unterminated group|Unmatched '\)'/i, 'a "(" and ")" do not pair up'],
    [/Unterminated character class/i, 'a "[" has no closing "]"'],
    [/Nothing to repeat/i, 'a *, + or ? follows nothing it could repeat (write \\\\* for a literal star)'],
    [
      /Invalid escape|Invalid Unicode escape|\\ at end of pattern/i,
      'a backslash is followed by a letter that means nothing (in JSON, write \\\\d for \\d)',
    ],
    [/numbers out of order|Range out of order/i, 'a {min,max} or [a-z] range goes backwards'],
    [
      /Lone quantifier brackets|Incomplete quantifier/i,
      'a "{" or "}" is not a repeat count like {2,5} (write \\\\{ for a literal brace)',
    ],
  ];
  const hint = hints.find(([match]) => match.test(reason))?.[1];
  return hint ? `${reason} (${hint})` : reason;
}

/** Every schema object of a validation schema file, with its pointer. */
function eachSchema(schema: unknown, pointer: string, visit: (schema: Schema, pointer: string) => void): void {
  if (!isSchema(schema)) return;
  visit(schema, pointer);
  for (const word of oneSchema) {
    const inner = schema[word];
    if (Array.isArray(inner)) inner.forEach((item, i) => eachSchema(item, `${pointer}/${word}/${i}`, visit));
    else eachSchema(inner, `${pointer}/${word}`, visit);
  }
  for (const word of schemaLists) {
    const list = schema[word];
    if (Array.isArray(list)) list.forEach((item, i) => eachSchema(item, `${pointer}/${word}/${i}`, visit));
  }
  for (const word of namedSchemas) {
    const named = schema[word];
    if (!isSchema(named)) continue;
    for (const [name, inner] of Object.entries(named)) {
      eachSchema(inner, `${pointer}/${word}/${pointerSegment(name)}`, visit);
    }
  }
  if (isSchema(schema.additionalProperties))
    eachSchema(schema.additionalProperties, `${pointer}/additionalProperties`, visit);
}

/**
 * A validation schema's mistakes in words staff understand, every one at its
 * place: an unknown keyword (with the one meant), `required: true` inside a
 * property (it belongs in the list beside "properties"), a pattern (or
 * patternProperties name) either regular-expression engine refuses (and
 * why), an unknown format (with the known ones), and a keyword whose value
 * has the wrong type. Empty when the
 * schema is well-formed; the compiler then has the last word.
 */
export function validationSchemaWords(schema: unknown): SchemaWordProblem[] {
  const ajv = validator();
  const formats = Object.keys(ajv.formats).sort();
  const problems: SchemaWordProblem[] = [];
  const placed = new Set<string>();
  const add = (pointer: string, message: string, atName: boolean) => {
    placed.add(pointer);
    problems.push({ pointer, message, atName });
  };
  const known = (word: string) => Boolean(ajv.getKeyword(word)) || annotations.has(word);

  eachSchema(schema, '', (node, pointer) => {
    for (const word of Object.keys(node)) {
      if (known(word)) continue;
      const candidates = Object.keys(ajv.RULES.keywords);
      add(
        `${pointer}/${pointerSegment(word)}`,
        `"${word}" is not a validation keyword${didYouMean(word, candidates)} (the validator refuses a schema with a word it does not know)`,
        true,
      );
    }
    if (typeof node.required === 'boolean') {
      const key = pointer.match(/\/properties\/([^/]+)$/)?.[1];
      const where = key
        ? `list the key in "required": ["${key.replaceAll('~1', '/').replaceAll('~0', '~')}"] beside "properties", one level up`
        : 'list the required keys in "required": ["key", ...] beside "properties"';
      add(`${pointer}/required`, `"required" is a list of keys, not true or false: ${where}`, false);
    }
    if (typeof node.pattern === 'string') {
      const problem = patternProblem(node.pattern);
      if (problem) add(`${pointer}/pattern`, problem, false);
    }
    if (isSchema(node.patternProperties)) {
      for (const name of Object.keys(node.patternProperties)) {
        const problem = patternProblem(name);
        if (problem) add(`${pointer}/patternProperties/${pointerSegment(name)}`, problem, true);
      }
    }
    if (typeof node.format === 'string' && !formats.includes(node.format)) {
      add(
        `${pointer}/format`,
        `The format "${node.format}" is not known${didYouMean(node.format, formats)} (the known formats: ${formats.join(', ')})`,
        false,
      );
    }
  });

  // The rest against the meta-schema: a keyword's value of the wrong type ("minLength": "1").
  if (!ajv.validateSchema(schema as object)) {
    for (const problem of schemaProblems(ajv.errors ?? [], undefined, 'the schema')) {
      const covered = [...placed].some((p) => problem.path === p || problem.path.startsWith(`${p}/`));
      if (covered || problem.message.includes('is not a field here')) continue;
      add(problem.path, problem.message, false);
    }
  }
  return problems;
}
