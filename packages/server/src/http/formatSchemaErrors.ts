import { quoteInput } from './echoedInput.ts';

/** The parts of an ajv error that the messages use. */
export interface SchemaErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const typeNames: Record<string, string> = {
  string: 'a string',
  boolean: 'a boolean',
  integer: 'a whole number',
  number: 'a number',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function describeTypes(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => typeNames[String(t)] ?? String(t)).join(' or ');
}

function fieldName(instancePath: string, extra?: unknown): string {
  const path = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof extra === 'string') path.push(extra);
  return path.join('.');
}

/**
 * Turns the first schema error of a request into one clear sentence naming
 * the field and what is wrong, e.g. `The field "username" must be a string.`
 * `dataVar` is Fastify's name for the part: body, querystring, params, headers.
 */
export function formatSchemaError(errors: readonly SchemaErrorLike[], dataVar: string): string {
  const error = errors[0];
  const where = dataVar === 'querystring' ? 'query parameter' : dataVar === 'headers' ? 'header' : 'field';
  if (!error) return `The request ${dataVar} is invalid.`;
  // The name is the client's (an unknown field's, a path into its JSON): quoted cut short.
  const subject = (name: string): string => `The ${where} "${quoteInput(name)}"`;
  const name = fieldName(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return `${subject(fieldName(error.instancePath, error.params.missingProperty))} is required.`;
    case 'additionalProperties':
      return `${subject(fieldName(error.instancePath, error.params.additionalProperty))} is not allowed.`;
    case 'type':
      if (name === '') {
        return dataVar === 'body'
          ? `The request body must be ${describeTypes(error.params.type)}.`
          : `The request ${dataVar} must be ${describeTypes(error.params.type)}.`;
      }
      return `${subject(name)} must be ${describeTypes(error.params.type)}.`;
    case 'enum':
      return `${subject(name)} must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'maxLength':
      return `${subject(name)} must be at most ${String(error.params.limit)} characters long.`;
    case 'minLength':
      return `${subject(name)} must be at least ${String(error.params.limit)} characters long.`;
    case 'minimum':
    case 'maximum':
      return `${subject(name)} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(error.params.limit)}.`;
    case 'maxProperties':
      return `The request ${dataVar} has too many fields (at most ${String(error.params.limit)}).`;
    case 'pattern':
    case 'format':
      return `${subject(name)} has an invalid format.`;
    default:
      return name === ''
        ? `The request ${dataVar} ${error.message ?? 'is invalid'}.`
        : `${subject(name)} ${error.message ?? 'is invalid'}.`;
  }
}
