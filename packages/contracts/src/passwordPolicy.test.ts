import { describe, expect, it } from 'vitest';
import { passwordRuleChecks, type PasswordRuleId } from './passwordPolicy.ts';

const failing = (password: string): PasswordRuleId[] =>
  (Object.keys(passwordRuleChecks) as PasswordRuleId[]).filter((id) => !passwordRuleChecks[id](password));

describe('passwordRuleChecks', () => {
  it('accepts passwords in any script that meet every rule', () => {
    expect(failing('Correct-Horse-42')).toEqual([]);
    expect(failing('Ünïcödé-Pass-9z')).toEqual([]);
    expect(failing('Пароль-надёжный-7')).toEqual([]);
  });

  it('names each failing rule', () => {
    expect(failing('Short-1a')).toEqual(['length']);
    expect(failing('lowercase-only-1')).toEqual(['uppercase']);
    expect(failing('NoSpecial12345')).toEqual(['special']);
    expect(failing(' Leading-Space-1')).toEqual(['whitespace']);
    expect(failing(`Aa1-${'x'.repeat(124)}`)).toEqual([]);
    expect(failing(`Aa1-${'x'.repeat(125)}`)).toEqual(['maxLength']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(failing('Aa1-😀😀😀😀😀')).toContain('length');
  });
});
