import { describe, expect, it } from 'vitest';
import { applicantDisplayName } from './applicantDisplayName.ts';

describe('applicantDisplayName', () => {
  const answers = { given: ' Zoë ', family: 'Ångström', middle: '', opted: true };

  it('joins the named answers in order, skipping empty and non-text ones', () => {
    expect(applicantDisplayName(answers, { applicantName: { keys: ['given', 'middle', 'family', 'opted'] } })).toBe(
      'Zoë Ångström',
    );
    expect(applicantDisplayName(answers, { applicantName: { keys: ['family', 'given'] } })).toBe('Ångström Zoë');
  });

  it('is empty without applicantName or answers', () => {
    expect(applicantDisplayName(answers, {})).toBe('');
    expect(applicantDisplayName({}, { applicantName: { keys: ['given'] } })).toBe('');
  });
});
