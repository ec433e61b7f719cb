import { describe, expect, it } from 'vitest';
import { mergeAnswerChanges } from '../mergeAnswerChanges.ts';

describe('mergeAnswerChanges', () => {
  it('keeps my changes and the other version everywhere else', () => {
    const base = { first_name: 'Ada', last_name: '', city: 'London' };
    const mine = { first_name: 'Ada Byron', last_name: '', city: 'London' };
    const theirs = { first_name: 'Augusta', last_name: 'King', city: 'London', essay: 'New' };
    expect(mergeAnswerChanges(base, mine, theirs)).toEqual({
      first_name: 'Ada Byron',
      last_name: 'King',
      city: 'London',
      essay: 'New',
    });
  });

  it('keeps an answer I cleared or removed, and one I added', () => {
    const base = { first_name: 'Ada', city: 'London' };
    const mine = { first_name: '', legal_agree: true };
    const theirs = { first_name: 'Augusta', city: 'Paris' };
    expect(mergeAnswerChanges(base, mine, theirs)).toEqual({ first_name: '', legal_agree: true });
  });

  it('is the other version when nothing changed here', () => {
    const base = { first_name: 'Ada' };
    expect(mergeAnswerChanges(base, { ...base }, { first_name: 'Augusta', last_name: 'King' })).toEqual({
      first_name: 'Augusta',
      last_name: 'King',
    });
  });
});
