import { describe, expect, it } from 'vitest';
import type { KeystrokeSample } from './pageProbe.ts';
import { charsPerField, describeSpread, fieldCount } from './typingHarness.ts';

// describeSpread reads each keystroke's `dispatch` only.
const sample = (dispatch: number) => ({ dispatch }) as KeystrokeSample;

/** Rounds of `fieldCount` fields of `charsPerField` keys, each key's time given by its round and field. */
const typed = (rounds: number, time: (round: number, field: number) => number): KeystrokeSample[] =>
  Array.from({ length: rounds * fieldCount * charsPerField }, (_, i) => {
    const round = Math.floor(i / (fieldCount * charsPerField));
    const field = Math.floor((i % (fieldCount * charsPerField)) / charsPerField);
    return sample(time(round, field));
  });

describe('describeSpread', () => {
  it('gives the p95 of each round in typing order', () => {
    const line = describeSpread(
      'ours',
      typed(3, (round) => [0.5, 1.5, 0.75][round]!),
    );
    expect(line).toMatch(/^ours: p95 by round 0\.50, 1\.50, 0\.75 ms;/);
  });

  it('gives each field its own median and p90 across the rounds', () => {
    // The first field is slow in every round, the others are not.
    const line = describeSpread(
      'ours',
      typed(3, (_round, field) => (field === 0 ? 1.25 : 0.5)),
    );
    const fields = line.split('by field (median/p90) ')[1]!.split(' ');
    expect(fields).toHaveLength(fieldCount);
    expect(fields[0]).toBe('1.25/1.25');
    expect(fields.slice(1).every((field) => field === '0.50/0.50')).toBe(true);
  });
});
