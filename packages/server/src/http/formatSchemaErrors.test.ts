import { describe, expect, it } from 'vitest';
import { formatSchemaError } from './formatSchemaErrors.ts';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>) => ({
  keyword,
  instancePath,
  params,
});

describe('formatSchemaError', () => {
  it('names the field and what is wrong', () => {
    expect(formatSchemaError([error('required', '', { missingProperty: 'password' })], 'body')).toBe(
      'The field "password" is required.',
    );
    expect(formatSchemaError([error('additionalProperties', '', { additionalProperty: 'admin' })], 'body')).toBe(
      'The field "admin" is not allowed.',
    );
    expect(formatSchemaError([error('type', '/username', { type: 'string' })], 'body')).toBe(
      'The field "username" must be a string.',
    );
    expect(formatSchemaError([error('type', '/first_name', { type: ['string', 'boolean'] })], 'body')).toBe(
      'The field "first_name" must be a string or a boolean.',
    );
    expect(formatSchemaError([error('enum', '/web_status', { allowedValues: ['a', 'b'] })], 'body')).toBe(
      'The field "web_status" must be one of: a, b.',
    );
    expect(formatSchemaError([error('maxLength', '/id', { limit: 100 })], 'querystring')).toBe(
      'The query parameter "id" must be at most 100 characters long.',
    );
  });

  it('describes the body itself and nested paths', () => {
    expect(formatSchemaError([error('type', '', { type: 'object' })], 'body')).toBe(
      'The request body must be an object.',
    );
    expect(formatSchemaError([error('type', '/errors/0', { type: 'string' })], 'body')).toBe(
      'The field "errors.0" must be a string.',
    );
    expect(formatSchemaError([error('type', '/a~1b', { type: 'string' })], 'body')).toBe(
      'The field "a/b" must be a string.',
    );
  });
});
