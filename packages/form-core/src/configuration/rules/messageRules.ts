import type { TenantBundle } from '../../definition/types.ts';
import type { Ajv } from 'ajv';
import { createAjv } from '../../validation/createAjv.ts';
import { pointerSegment } from '../../definition/walkItems.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { didYouMean } from './closestWord.ts';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Words that describe a schema but never fail: no message needed. */
const quiet = new Set([
  '$schema',
  '$id',
  '$comment',
  '$ref',
  'title',
  'description',
  'default',
  'examples',
  'definitions',
  'errorMessage',
  // Answers are shaped by the data model before the rules run, so a type never fails on them.
  'type',
  // `if` only chooses `then` or `else`; its own findings are never shown.
  'if',
]);
/** Words that only hold other rules: their inner rules fail, not they. */
const holders = new Set(['allOf', 'then', 'else']);
/** Words whose own failure says more and whose inner rules fail too. */
const choices = new Set(['anyOf', 'oneOf']);
/** form-core's year keywords write a message staff can read themselves ("The minimum supported year is 1952"). */
const ownMessage = new Set(['yearOffsetMin', 'yearOffsetMax']);
/** Words the validator knows; an unknown one is a misspelt keyword, reported where the schemas are compiled. */
let keywords: Ajv | undefined;
const isKeyword = (word: string): boolean => Boolean((keywords ??= createAjv()).getKeyword(word));

/** errorMessage entries that are not keyword names. */
const messageGroups = new Set(['_', 'properties', 'items', 'required', 'dependencies']);

interface Walk {
  file: string;
  /** Placed at the property's name: the rule word, or the errorMessage entry. */
  report: (rule: 'missing-message' | 'unknown-message-key', message: string, pointer: string) => void;
  /** Keys that may be missing from the answers (uploads, keys outside the data model): `required` can fail for them. */
  mayBeMissing: (key: string) => boolean;
}

function messageOf(schema: Schema): { all: boolean; named: Schema } {
  const message = schema.errorMessage;
  if (typeof message === 'string') return { all: true, named: {} };
  if (!isSchema(message)) return { all: false, named: {} };
  return { all: typeof message._ === 'string', named: message };
}

/** The rule words of a schema object (what can fail), in order. */
function ruleWords(schema: Schema): string[] {
  return Object.keys(schema).filter(
    (word) => !quiet.has(word) && !holders.has(word) && !ownMessage.has(word) && isKeyword(word),
  );
}

/** errorMessage keys that name no rule of their schema (a misspelt keyword, a rule removed). */
function checkMessageKeys(schema: Schema, pointer: string, subject: string, walk: Walk): void {
  const { named } = messageOf(schema);
  const words = Object.keys(schema).filter((word) => word !== 'errorMessage');
  // Beside a misspelt keyword, its message names the keyword meant: the misspelling is the mistake to report.
  if (words.some((word) => !isKeyword(word) && word !== 'title' && word !== 'description')) return;
  for (const name of Object.keys(named)) {
    if (messageGroups.has(name) || words.includes(name)) continue;
    walk.report(
      'unknown-message-key',
      `errorMessage names "${name}", which is not a rule of ${subject} (its rules: ${words.join(', ') || 'none'})${didYouMean(name, words)}; this message would never show`,
      `${pointer}/errorMessage/${pointerSegment(name)}`,
    );
  }
}

/** The rules of one answer's value schema: each failing rule needs a message, here or above. */
function walkValue(schema: Schema, pointer: string, key: string, covered: boolean, walk: Walk): void {
  const { all, named } = messageOf(schema);
  const here = covered || all;
  checkMessageKeys(schema, pointer, `"${key}" here`, walk);
  for (const word of ruleWords(schema)) {
    if (!here && typeof named[word] !== 'string') {
      walk.report(
        'missing-message',
        `The rule "${word}" of "${key}" has no message, so applicants would read the validator's own text: ` +
          `add "${word}": "..." to its errorMessage`,
        `${pointer}/${pointerSegment(word)}`,
      );
    }
    if (choices.has(word) && Array.isArray(schema[word])) {
      (schema[word] as unknown[]).forEach((inner, i) => {
        if (isSchema(inner)) walkValue(inner, `${pointer}/${word}/${i}`, key, here, walk);
      });
    }
  }
  for (const word of holders) {
    const inner = schema[word];
    if (Array.isArray(inner)) {
      inner.forEach((sub, i) => isSchema(sub) && walkValue(sub, `${pointer}/${word}/${i}`, key, here, walk));
    } else if (isSchema(inner)) walkValue(inner, `${pointer}/${word}`, key, here, walk);
  }
}

/** A schema of the answers object: its properties, its own rules and the schemas it holds. */
function walkAnswers(schema: Schema, pointer: string, covered: boolean, walk: Walk): void {
  const { all, named } = messageOf(schema);
  const here = covered || all;
  const byProperty = isSchema(named.properties) ? named.properties : {};
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === 'string') : [];

  for (const name of Object.keys(byProperty)) {
    if (Object.hasOwn(properties, name)) continue;
    walk.report(
      'unknown-message-key',
      `errorMessage.properties names "${name}", but this part of the schema has no rule for "${name}"` +
        `${didYouMean(name, Object.keys(properties))}; this message would never show`,
      `${pointer}/errorMessage/properties/${pointerSegment(name)}`,
    );
  }
  const requiredMessages = named.required;
  if (isSchema(requiredMessages)) {
    for (const name of Object.keys(requiredMessages)) {
      if (required.includes(name)) continue;
      walk.report(
        'unknown-message-key',
        `errorMessage.required names "${name}", which is not in this "required" list; this message would never show`,
        `${pointer}/errorMessage/required/${pointerSegment(name)}`,
      );
    }
  }
  const answerWords = new Set(['properties', 'required', 'anyOf', 'oneOf', ...holders]);
  checkMessageKeys(schema, pointer, 'the answers here', walk);

  for (const [key, value] of Object.entries(properties)) {
    if (!isSchema(value)) continue;
    walkValue(value, `${pointer}/properties/${pointerSegment(key)}`, key, here || Object.hasOwn(byProperty, key), walk);
  }
  required.forEach((key, i) => {
    if (!walk.mayBeMissing(key)) return;
    const message =
      here ||
      typeof requiredMessages === 'string' ||
      (isSchema(requiredMessages) && typeof requiredMessages[key] === 'string');
    if (message) return;
    walk.report(
      'missing-message',
      `"${key}" is required here but has no message: add it to errorMessage.required`,
      `${pointer}/required/${i}`,
    );
  });
  for (const word of ruleWords(schema)) {
    if (answerWords.has(word)) continue;
    if (!here && typeof named[word] !== 'string') {
      walk.report(
        'missing-message',
        `The rule "${word}" has no message, so applicants would read the validator's own text: add "${word}": "..." to its errorMessage`,
        `${pointer}/${pointerSegment(word)}`,
      );
    }
  }
  for (const word of choices) {
    if (!Array.isArray(schema[word])) continue;
    if (!here && typeof named[word] !== 'string') {
      walk.report(
        'missing-message',
        `The rule "${word}" (one of several must hold) has no message: add "${word}": "..." to the errorMessage beside it`,
        `${pointer}/${word}`,
      );
    }
    (schema[word] as unknown[]).forEach((inner, i) => {
      if (isSchema(inner)) walkAnswers(inner, `${pointer}/${word}/${i}`, here, walk);
    });
  }
  for (const word of holders) {
    const inner = schema[word];
    if (Array.isArray(inner)) {
      inner.forEach((sub, i) => isSchema(sub) && walkAnswers(sub, `${pointer}/${word}/${i}`, here, walk));
    } else if (isSchema(inner)) walkAnswers(inner, `${pointer}/${word}`, here, walk);
  }
}

/**
 * Every rule that can fail has a message (its own `errorMessage` entry, a
 * message for the whole property, or one above it), so applicants never read
 * the validator's own text (`must match pattern "^$|..."`); and every
 * `errorMessage` entry names a rule of its schema (a misspelt one never shows).
 */
export function checkSchemaMessages(bundle: TenantBundle): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const model = bundle.dataModel?.keys ?? {};
  bundle.schemas.forEach((schema, s) => {
    if (!isSchema(schema)) return;
    const file = files.schema(s);
    walkAnswers(schema, '', false, {
      file,
      report: (rule, message, pointer) => issues.push({ rule, message, file, pointer, atName: true }),
      mayBeMissing: (key) => model[key]?.type === 'document' || !Object.hasOwn(model, key),
    });
  });
  return issues;
}
