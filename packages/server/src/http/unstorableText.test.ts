import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './unstorableText.ts';

describe('hasUnstorableText', () => {
  it('finds NUL and lone surrogates in values and keys, at any depth', () => {
    expect(hasUnstorableText({ first_name: 'a\u0000b' })).toBe(true);
    expect(hasUnstorableText({ first_name: '\ud800' })).toBe(true);
    expect(hasUnstorableText({ first_name: 'x\udc00' })).toBe(true);
    expect(hasUnstorableText({ '\udfff': 'x' })).toBe(true);
    expect(hasUnstorableText({ a: [{ b: ['ok', '\u0000'] }] })).toBe(true);
    let deep: unknown = '\ud83d';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(hasUnstorableText(deep)).toBe(true);
  });

  it('accepts any well-formed text, emoji and RTL included', () => {
    expect(hasUnstorableText({ first_name: 'Zoë 😀 שָׁלוֹם \u202e \u200b', n: 1, b: true, z: null })).toBe(false);
    expect(hasUnstorableText(['𝔘𝔫𝔦𝔠𝔬𝔡𝔢'])).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
    expect(hasUnstorableText(new Array(500_000).fill(1))).toBe(false);
  });
});
