import { describe, expect, it } from 'vitest';
import { boundMessage, messageMaxBytes, quoteInput, quoteInputList } from './echoedInput.ts';

const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text));

describe('quoteInput', () => {
  it('keeps short input as it is and cuts long input to 64 characters and "…"', () => {
    expect(quoteInput('first_name')).toBe('first_name');
    expect(quoteInput('k'.repeat(64))).toBe('k'.repeat(64));
    expect(quoteInput('k'.repeat(900_000))).toBe(`${'k'.repeat(64)}…`);
  });

  it('counts characters, never cutting a surrogate pair in half', () => {
    const quoted = quoteInput('😀'.repeat(100));
    expect([...quoted]).toHaveLength(65);
    expect(quoted.endsWith('😀…')).toBe(true);
  });
});

describe('quoteInputList', () => {
  it('names at most 20 items, each cut, and says how many more there are', () => {
    const keys = Array.from({ length: 25 }, (_, index) => `${index}`.padEnd(100, 'x'));
    const listed = quoteInputList(keys);
    expect(listed.split(', ')).toHaveLength(20);
    expect(listed).toMatch(/ and 5 more$/);
    expect(listed).not.toContain('x'.repeat(64));
  });
});

describe('boundMessage', () => {
  it('leaves a message within the bound unchanged', () => {
    expect(boundMessage('The field "username" is required.')).toBe('The field "username" is required.');
  });

  it.each([
    ['plain characters', 'a'],
    ['characters JSON escapes', '\u0001'],
    ['characters of four UTF-8 bytes', '😀'],
  ])('cuts a message of %s to the bound in JSON bytes, ending in "…"', (_, character) => {
    const message = boundMessage(`These answer keys are not known: ${character.repeat(5000)}.`);
    expect(jsonBytes(message)).toBeLessThanOrEqual(messageMaxBytes);
    expect(jsonBytes(message)).toBeGreaterThan(messageMaxBytes - 8);
    expect(message.endsWith('…')).toBe(true);
    expect(message.startsWith('These answer keys are not known: ')).toBe(true);
  });
});
