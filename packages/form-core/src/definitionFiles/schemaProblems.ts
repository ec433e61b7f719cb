import type { ErrorObject } from 'ajv';
import { didYouMean } from '../configuration/rules/closestWord.ts';

export interface DefinitionFileProblem {
  /** JSON pointer of the offending value ('' for the root). */
  path: string;
  message: string;
}

/** The words of an unknown-field problem: it is placed at the field's name, the typo to fix. */
export const unknownFieldWords = 'is not a field here';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema object a `#/...` schema path names inside the root schema (undefined when it leaves it). */
function schemaAt(root: unknown, schemaPath: string): Schema | undefined {
  let node: unknown = root;
  for (const segment of schemaPath.replace(/^#/, '').split('/').filter(Boolean)) {
    const name = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(name)];
    else if (isSchema(node)) node = node[name];
    else return undefined;
  }
  return isSchema(node) ? node : undefined;
}

/** The schema that holds the failing keyword (the keyword's path without its last segment). */
function parentSchema(root: unknown, error: ErrorObject): Schema | undefined {
  // A verbose ajv names it; otherwise the path is followed from the root (a recursive $ref restarts the path).
  if (isSchema(error.parentSchema)) return error.parentSchema;
  return schemaAt(root, error.schemaPath.split('/').slice(0, -1).join('/'));
}

/** How a value is named in a message: its field name, `item 2 of "pages"`, or the file. */
export function fieldName(path: string, rootName = 'the file'): string {
  const segments = path.split('/').slice(1);
  const last = segments.at(-1);
  if (last === undefined) return rootName;
  if (/^\d+$/.test(last)) {
    const parent = segments.at(-2);
    return parent === undefined ? `item ${Number(last) + 1}` : `item ${Number(last) + 1} of "${parent}"`;
  }
  return `"${last.replaceAll('~1', '/').replaceAll('~0', '~')}"`;
}

const typeWords: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false (without quotes)',
  array: 'a list in square brackets [ ]',
  object: 'an object in braces { }',
  null: 'null',
};

const formatWords: Record<string, string> = {
  date: 'a real date written YYYY-MM-DD, e.g. 2026-03-01',
  email: 'an e-mail address such as help@example.edu',
  uri: 'a web address starting with https://',
  'uri-reference': 'a web address or a path',
};

/** One ajv finding in words a person who edits JSON by hand understands, with the path it is about. */
function plainProblem(error: ErrorObject, root: unknown, rootName: string): DefinitionFileProblem {
  const path = error.instancePath;
  const name = fieldName(path, rootName);
  const params = error.params as Record<string, unknown>;
  const describe = () => {
    const text = parentSchema(root, error)?.description;
    return typeof text === 'string' ? `: ${text}` : '';
  };
  switch (error.keyword) {
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = parentSchema(root, error)?.properties;
      const known = isSchema(allowed) ? Object.keys(allowed) : [];
      return {
        path: `${path}/${extra.replaceAll('~', '~0').replaceAll('/', '~1')}`,
        message: `"${extra}" ${unknownFieldWords}${didYouMean(extra, known)}${known.length > 0 ? ` (the fields here: ${known.join(', ')})` : ''}`,
      };
    }
    case 'required':
      return { path, message: `"${String(params.missingProperty)}" is missing from ${name}` };
    case 'type': {
      const types = String(params.type).split(',');
      return { path, message: `${name} must be ${types.map((type) => typeWords[type] ?? type).join(' or ')}` };
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return { path, message: `${name} must be one of: ${allowed.map((value) => JSON.stringify(value)).join(', ')}` };
    }
    case 'const':
      return { path, message: `${name} must be ${JSON.stringify(params.allowedValue)}` };
    case 'format': {
      const format = String(params.format);
      return { path, message: `${name} must be ${formatWords[format] ?? `a valid ${format}`}` };
    }
    case 'pattern':
      return { path, message: `${name} does not have the form it needs${describe()}` };
    case 'minLength':
      return {
        path,
        message:
          params.limit === 1
            ? `${name} must not be empty`
            : `${name} must be at least ${String(params.limit)} characters long`,
      };
    case 'maxLength':
      return { path, message: `${name} must be at most ${String(params.limit)} characters long` };
    case 'minimum':
      return { path, message: `${name} must be at least ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { path, message: `${name} must be more than ${String(params.limit)}` };
    case 'maximum':
      return { path, message: `${name} must be at most ${String(params.limit)}` };
    case 'exclusiveMaximum':
      return { path, message: `${name} must be less than ${String(params.limit)}` };
    case 'minItems':
      return {
        path,
        message: `${name} must list at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`,
      };
    case 'maxItems':
      return { path, message: `${name} must list at most ${String(params.limit)} items` };
    case 'propertyNames':
      return { path, message: `${name} has a name that is not allowed${describe()}` };
    case 'dependencies':
      return {
        path,
        message: `"${String(params.property)}" needs "${String(params.missingProperty)}" beside it in ${name}`,
      };
    case 'anyOf':
    case 'oneOf':
      return { path, message: `${name} does not match any of the forms allowed here` };
    default:
      return { path, message: `${name} ${error.message ?? error.keyword}` };
  }
}

/**
 * Of a failed `anyOf`/`oneOf`, only the alternative that came closest (the
 * fewest findings) is kept, without the summary: a date window written with
 * dates is told what is wrong with its dates, not also that it lacks a
 * window name. Outer alternatives are decided first.
 */
function closestAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const choices = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const choice of choices) {
    if (dropped.has(choice)) continue;
    const prefix = `${choice.schemaPath}/`;
    const byBranch = new Map<string, ErrorObject[]>();
    for (const error of errors) {
      if (dropped.has(error) || !error.schemaPath.startsWith(prefix)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0]!;
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), error]);
    }
    const branches = [...byBranch.values()];
    if (branches.length === 0) continue;
    const best = branches.reduce((a, b) => (b.length < a.length ? b : a));
    for (const list of branches) if (list !== best) list.forEach((error) => dropped.add(error));
    dropped.add(choice);
  }
  return errors.filter((error) => !dropped.has(error));
}

/**
 * ajv's findings as problems in plain words that point at the offending
 * value: an unknown field at the field itself (typos such as `lable`, with
 * the field meant), a missing one at the object that lacks it, a wrong value
 * at the value. `if` summaries are left out (their branch's own problems are
 * reported), of alternatives only the closest is reported, and duplicates
 * once. `root` is the schema the errors come from (for field lists and
 * descriptions); `rootName` names the value itself (default "the file").
 */
export function schemaProblems(
  errors: readonly ErrorObject[],
  root?: unknown,
  rootName?: string,
): DefinitionFileProblem[] {
  const problems: DefinitionFileProblem[] = [];
  const seen = new Set<string>();
  for (const error of closestAlternatives(errors.filter((error) => error.keyword !== 'if'))) {
    const problem = plainProblem(error, root, rootName ?? 'the file');
    const id = `${problem.path}|${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}
