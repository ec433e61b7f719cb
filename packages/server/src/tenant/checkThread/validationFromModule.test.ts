import { compileTenantValidation } from '@admissions/form-core';
import { standaloneRuntime } from '@admissions/form-core/standalone-runtime';
import { describe, expect, it } from 'vitest';
import { validationFromModule } from './validationFromModule.ts';

// "Letters and single spaces" as staff write it: a backtracking engine takes twice as long per letter.
const evil = '^$|^([a-zA-Z]+\\s?)*$';
const schema: Parameters<typeof compileTenantValidation>[0][number] = {
  type: 'object',
  properties: { full_name: { type: 'string', pattern: evil, errorMessage: { pattern: 'Letters and spaces only.' } } },
};

describe('validationFromModule', () => {
  it('runs the tenant module with the linear pattern engine: a 5,000-character answer is checked at once', async () => {
    const runtime = standaloneRuntime['@admissions/form-core/keyword-runtime'] as {
      tenantPattern: (pattern: string, flags: string) => { engine?: string };
    };
    // Checked first: on a backtracking engine the validation below would not return.
    expect(runtime.tenantPattern(evil, 'u').engine).toBe('linear');
    const { validator } = await validationFromModule(compileTenantValidation([schema]).browserModule());
    expect(validator({ full_name: `${'a'.repeat(5_000)}!` })).toEqual({ full_name: ['Letters and spaces only.'] });
    expect(validator({ full_name: 'Ada Lovelace' })).toEqual({});
  });
});
