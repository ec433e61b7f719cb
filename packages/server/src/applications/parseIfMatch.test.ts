import { describe, expect, it } from 'vitest';
import { parseIfMatch } from './parseIfMatch.ts';

describe('parseIfMatch', () => {
  it('reads the revision from a strong or weak ETag or a bare number', () => {
    expect(parseIfMatch('"3"')).toBe(3);
    expect(parseIfMatch('W/"12"')).toBe(12);
    expect(parseIfMatch(' 7 ')).toBe(7);
  });

  it('is undefined without a header and null when malformed', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('')).toBeUndefined();
    expect(parseIfMatch('"abc"')).toBeNull();
    expect(parseIfMatch('*')).toBeNull();
    expect(parseIfMatch('"1", "2"')).toBeNull();
  });
});
