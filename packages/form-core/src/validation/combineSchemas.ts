import type { ValidationSchema } from '../definition/types.ts';

/**
 * The tenant's schemas as one: `{ allOf: schemas }`. `$schema` is only allowed
 * at the root, so it is taken off each part (all are draft-07).
 */
export function combineSchemas(schemas: ValidationSchema[]): ValidationSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    allOf: schemas.map((schema) => {
      const { $schema: _ignored, ...rest } = schema;
      return rest;
    }),
  };
}
