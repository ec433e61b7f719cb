import { describe, expect, it, vi } from 'vitest';
import { datedSchemas, expectOwnDayEach } from '../__fixtures__/datedValidation.ts';
import { compileValidator } from './compileValidator.ts';

describe('a validation run carries its own "today" and logger', () => {
  it('two validations with different "today" at once each give their own result (compiled validator)', async () => {
    await expectOwnDayEach(compileValidator([...datedSchemas, { type: 'object', minProperties: 99 }]));
  });

  it('reports configuration messages to the logger of the run, not to a shared one', () => {
    const validator = compileValidator([{ type: 'object', minProperties: 2 }]);
    const first = vi.fn();
    const second = vi.fn();
    expect(validator({ a: '' }, { log: first })).toEqual({ '': ['must NOT have fewer than 2 properties'] });
    expect(first).toHaveBeenCalledWith(expect.stringContaining('no answer key'));
    expect(second).not.toHaveBeenCalled();
  });
});
