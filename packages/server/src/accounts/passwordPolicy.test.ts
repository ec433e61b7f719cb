import { describe, expect, it } from 'vitest';
import { missingPasswordRequirements } from './passwordPolicy.ts';

describe('missingPasswordRequirements', () => {
  it('accepts a password that meets every rule', () => {
    expect(missingPasswordRequirements('Correct-Horse-42')).toEqual([]);
    expect(missingPasswordRequirements('Ünïcödé-Pass-9z')).toEqual([]);
  });

  it('lists each rule that fails', () => {
    expect(missingPasswordRequirements('')).toEqual([
      'at least 12 characters',
      'an uppercase letter',
      'a lowercase letter',
      'a number',
      'a special character',
    ]);
    expect(missingPasswordRequirements('Short-1a')).toEqual(['at least 12 characters']);
    expect(missingPasswordRequirements('lowercase-only-1')).toEqual(['an uppercase letter']);
    expect(missingPasswordRequirements('UPPERCASE-ONLY-1')).toEqual(['a lowercase letter']);
    expect(missingPasswordRequirements('No-Digits-Here!')).toEqual(['a number']);
    expect(missingPasswordRequirements('NoSpecial12345')).toEqual(['a special character']);
    expect(missingPasswordRequirements(' Leading-Space-1')).toEqual(['no spaces at the start or end']);
    expect(missingPasswordRequirements('Trailing-Space-1\t')).toEqual(['no spaces at the start or end']);
  });

  it('refuses passwords over 128 characters (ASVS 2.1.2) and accepts 128', () => {
    expect(missingPasswordRequirements(`Aa1-${'x'.repeat(124)}`)).toEqual([]);
    expect(missingPasswordRequirements(`Aa1-${'x'.repeat(125)}`)).toEqual(['at most 128 characters']);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(missingPasswordRequirements('Aa1-😀😀😀😀😀')).toContain('at least 12 characters');
  });
});
