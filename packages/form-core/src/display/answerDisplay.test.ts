import { describe, expect, it } from 'vitest';
import type { QuestionDefinition } from '../definition/types.ts';
import { createWidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { answerDisplay, formatIsoDate } from './answerDisplay.ts';
import { questionOptions } from './questionOptions.ts';

const q = (question: Partial<QuestionDefinition>): QuestionDefinition => ({
  key: 'k',
  widget: 'text',
  label: 'K',
  ...question,
});

describe('answerDisplay: answers as the applicant sees them, as each widget prints them', () => {
  it('shows the _desc label of a coded answer, never the code', () => {
    const question = q({ widget: 'select', options: { choices: [{ value: 'F', label: 'Female' }] } });
    expect(answerDisplay(question, { k: 'F', k_desc: 'Female (desc)' }, [])).toEqual(['Female (desc)']);
    expect(answerDisplay(question, { k: 'F' }, questionOptions(question, {}))).toEqual(['Female']);
    expect(answerDisplay(question, { k: '' }, [])).toEqual([]);
  });

  it('writes dates, months, booleans, countries and states out', () => {
    expect(formatIsoDate('2004-02-09')).toBe('February 9, 2004');
    expect(answerDisplay(q({ widget: 'date' }), { k: '2004-02-09' }, [])).toEqual(['February 9, 2004']);
    const monthYear = q({ widget: 'monthYear', options: { keys: { year: 'y' } } });
    expect(answerDisplay(monthYear, { k: '9', y: '2021' }, [])).toEqual(['September 2021']);
    expect(answerDisplay(q({ widget: 'checkbox' }), { k: true }, [])).toEqual(['Yes']);
    const address = q({
      widget: 'address',
      options: { keys: { line2: 'l2', city: 'c', state: 's', zip: 'z', country: 'n' } },
    });
    expect(
      answerDisplay(address, { k: '1 Main St', l2: '4B', c: 'Austin', s: 'TX', z: '78701', n: 'USA' }, []),
    ).toEqual(['1 Main St', 'Apt. 4B', 'Austin, Texas, 78701', 'United States of America']);
  });

  it('prints a school with its CEEB code and address, and a phone with its SMS choice', () => {
    const school = q({
      widget: 'schoolSearch',
      options: { category: 'college_ceeb', keys: { ceeb: 'code', city: 'c', country: 'n' } },
    });
    expect(answerDisplay(school, { k: 'Lagos City College', code: '1234', c: 'Lagos', n: 'NGA' }, [])).toEqual([
      'Lagos City College',
      'CEEB code: 1234',
      'Lagos',
      'Nigeria',
    ]);
    const phone = q({ widget: 'phone', options: { keys: { smsOptIn: 'sms' } } });
    expect(answerDisplay(phone, { k: '(212) 555-1234', sms: true }, [])).toEqual([
      '(212) 555-1234',
      'Text message updates: Yes',
    ]);
  });

  it('notes attached documents by file name and lists chosen checks', () => {
    expect(answerDisplay(q({ widget: 'fileUpload' }), {}, [], { k: { file_name: 'passport.pdf' } })).toEqual([
      'Document attached: passport.pdf',
    ]);
    const checks = q({
      widget: 'checkGroup',
      options: {
        checks: [
          { key: 'a', label: 'A' },
          { key: 'b', label: 'B' },
        ],
      },
    });
    expect(answerDisplay(checks, { a: false, b: true }, [])).toEqual(['B']);
    expect(answerDisplay(checks, { a: false, b: false }, [])).toEqual(['None selected']);
  });

  it('gives a button no row of its own (null): a print shows only what it revealed', () => {
    expect(answerDisplay(q({ widget: 'button' }), { k: true }, [])).toBeNull();
  });

  it("prints a host's widget as its spec says, and an unregistered one as text", () => {
    const stars = createWidgetSpecs({
      stars: {
        parts: (question) => [{ key: question.key, role: 'value', type: 'string' }],
        display: (question, { answers }) => [`${String(answers[question.key])} of 5 stars`],
      },
    });
    expect(answerDisplay(q({ widget: 'stars' }), { k: '4' }, [], {}, stars)).toEqual(['4 of 5 stars']);
    expect(answerDisplay(q({ widget: 'stars' }), { k: '4' }, [])).toEqual(['4']);
  });
});
