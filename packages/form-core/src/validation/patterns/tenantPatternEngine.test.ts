import { describe, expect, it } from 'vitest';
import type { ValidationSchema } from '../../definition/types.ts';
import { compileTenantValidation } from '../../delivery/compileTenantValidation.ts';
import { browserStandaloneRuntime } from '../../delivery/browserStandaloneRuntime.ts';
import { standaloneRuntime } from '../../delivery/standaloneRuntime.ts';
import { createAjv } from '../createAjv.ts';
import { createValidatorFromStandalone } from '../createValidatorFromStandalone.ts';
import type { StandaloneValidateFunction } from '../validationTypes.ts';
import { linearPattern } from './linearPattern.ts';
import { nativePattern } from './nativePattern.ts';

// "Letters and single spaces" as staff write it: on a backtracking engine a
// 30-letter name with a "!" held the server for 18 s, twice that per letter more.
const evil = '^$|^([a-zA-Z]+\\s?)*$';
const schemas: ValidationSchema[] = [
  {
    type: 'object',
    properties: { full_name: { type: 'string', pattern: evil, errorMessage: { pattern: 'Letters and spaces only.' } } },
  } as ValidationSchema,
];
const longAnswer = `${'a'.repeat(5_000)}!`;
const keywordRuntime = (runtime: typeof standaloneRuntime) =>
  runtime['@admissions/form-core/keyword-runtime'] as { tenantPattern: unknown };

async function serverModuleValidator(module: string) {
  const url = `data:text/javascript;base64,${Buffer.from(module).toString('base64')}`;
  const factory = ((await import(url)) as { default: (runtime: unknown) => StandaloneValidateFunction }).default;
  return createValidatorFromStandalone(factory(standaloneRuntime));
}

describe('tenant patterns run on the linear-time engine on the server', () => {
  it('compiles every pattern with the linear engine: the validator in this process and the generated module alike', () => {
    expect(createAjv().opts.code.regExp).toBe(linearPattern);
    expect(createAjv({ standalone: true }).opts.code.regExp).toBe(linearPattern);
    expect(linearPattern(evil, 'u')).toMatchObject({ engine: 'linear' });

    // The module compiles the pattern through the engine its runtime provides, never with its own RegExp.
    const module = compileTenantValidation(schemas).browserModule();
    const engine = /const (\w+) = __require\("@admissions\/form-core\/keyword-runtime"\)\.tenantPattern;/.exec(
      module,
    )?.[1];
    expect(engine).toBeDefined();
    expect(module).toContain(`${engine}(${JSON.stringify(evil)}, "u")`);
    expect(module).not.toMatch(/new RegExp|\/\^\$\|/);
    // The server gives it the linear engine; the browser its own RegExp (applicant's own input only).
    expect(keywordRuntime(standaloneRuntime).tenantPattern).toBe(linearPattern);
    expect(keywordRuntime(browserStandaloneRuntime).tenantPattern).toBe(nativePattern);
  });

  // A backtracking engine would not return from this for longer than anyone would wait.
  it(
    'validates a 5,000-character answer against the pattern, in this process and through the module',
    { timeout: 5_000 },
    async () => {
      // Without the linear engine this test would not return: fail at once instead.
      if (createAjv().opts.code.regExp !== linearPattern) throw new Error('patterns do not run on the linear engine');
      const inProcess = compileTenantValidation(schemas);
      const module = await serverModuleValidator(inProcess.browserModule());
      for (const validate of [inProcess.validator, module]) {
        expect(validate({ full_name: longAnswer })).toEqual({ full_name: ['Letters and spaces only.'] });
        expect(validate({ full_name: 'Ada Lovelace' })).toEqual({});
        expect(validate({ full_name: '' })).toEqual({});
      }
    },
  );
});
