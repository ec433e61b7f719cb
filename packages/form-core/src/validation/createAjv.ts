import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { customKeywords } from './customKeywords.ts';
import { linearPattern } from './patterns/linearPattern.ts';

/**
 * The one ajv set-up: all errors, $data, strict about unknown keywords (a typo
 * in a tenant schema fails loudly), ajv-errors, ajv-formats and our keywords.
 * strictTypes and strictRequired are off: tenant rules like
 * `then: { required: ['x'] }` or `{ minLength: 1 }` without `type` are normal.
 * passContext: the `this` a validation is called with reaches every schema
 * the code calls, so the date keywords read the "today" of their own run.
 * Patterns ("pattern", "patternProperties") run on the linear-time engine:
 * no pattern, however written, makes one answer hold the thread for long;
 * generated modules call the engine their runtime provides (see
 * patterns/tenantPatternRuntimeCode.ts).
 */
export function createAjv(options: { standalone?: boolean; verbose?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    $data: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    passContext: true,
    code: { regExp: linearPattern, ...(options.standalone ? { source: true } : {}) },
    // Errors carry the schema that failed (for messages that list the fields allowed there).
    ...(options.verbose ? { verbose: true } : {}),
  });
  addFormats(ajv);
  ajvErrors(ajv);
  for (const keyword of customKeywords) ajv.addKeyword(keyword);
  return ajv;
}
