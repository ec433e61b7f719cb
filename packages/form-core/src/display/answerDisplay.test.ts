import { describe, expect, it } from 'vitest';
import type { QuestionDefinition } from '../definition/types.ts';
import { answerDisplay, formatIsoDate } from './answerDisplay.ts';
import { questionOptions } from './questionOptions.ts';

const q = (question: Partial<QuestionDefinition>): QuestionDefinition => ({
  key: 'k',
  widget: 'text',
  label: 'K',
  ...question,
});

describe('answerDisplay: answers as the applicant sees them', () => {
  it('shows the _desc label of a coded answer, never the code', () => {
    const question = q({ widget: 'select', options: [{ value: 'F', label: 'Female' }] });
    expect(answerDisplay(question, { k: 'F', k_desc: 'Female (desc)' }, [])).toEqual(['Female (desc)']);
    expect(answerDisplay(question, { k: 'F' }, questionOptions(question, undefined, {}))).toEqual(['Female']);
    expect(answerDisplay(question, { k: '' }, [])).toEqual([]);
  });

  it('writes dates, months, booleans, countries and states out', () => {
    expect(formatIsoDate('2004-02-09')).toBe('February 9, 2004');
    expect(answerDisplay(q({ widget: 'date' }), { k: '2004-02-09' }, [])).toEqual(['February 9, 2004']);
    expect(answerDisplay(q({ widget: 'monthYear', keys: { year: 'y' } }), { k: '9', y: '2021' }, [])).toEqual([
      'September 2021',
    ]);
    expect(answerDisplay(q({ widget: 'checkbox' }), { k: true }, [])).toEqual(['Yes']);
    const address = q({
      widget: 'address',
      keys: { line2: 'l2', city: 'c', state: 's', zip: 'z', country: 'n' },
    });
    expect(
      answerDisplay(address, { k: '1 Main St', l2: '4B', c: 'Austin', s: 'TX', z: '78701', n: 'USA' }, []),
    ).toEqual(['1 Main St', 'Apt. 4B', 'Austin, Texas, 78701', 'United States of America']);
  });

  it('notes attached documents by file name and lists chosen checks', () => {
    expect(answerDisplay(q({ widget: 'fileUpload' }), {}, [], { k: { file_name: 'passport.pdf' } })).toEqual([
      'Document attached: passport.pdf',
    ]);
    const checks = q({
      widget: 'checkGroup',
      checks: [
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ],
    });
    expect(answerDisplay(checks, { a: false, b: true }, [])).toEqual(['B']);
    expect(answerDisplay(checks, { a: false, b: false }, [])).toEqual(['None selected']);
  });
});
