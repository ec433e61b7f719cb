import { describe, expect, it } from 'vitest';
import { answerDisplay } from '../display/answerDisplay.ts';
import type { FormState, PageDefinition, QuestionDefinition } from '../definition/types.ts';
import { applyAnswerChange } from './applyAnswerChange.ts';
import { computeVisibility } from './computeVisibility.ts';
import { controllingKeys } from './controllingKeys.ts';

// A button can reveal `after` content, as a checkbox can: its answer is true
// while the content shows; pressed again (false), the content hides and its
// answers are cleared.
const button: QuestionDefinition = {
  key: 'add_second_phone',
  widget: 'button',
  label: 'Add a second phone number',
  after: [{ key: 'phone_2', widget: 'phone', label: 'Second phone', options: { keys: { smsOptIn: 'phone_2_sms' } } }],
};
const pages: PageDefinition[] = [
  {
    id: 'p',
    path: '/p',
    title: 'P',
    step: 1,
    sections: [
      {
        id: 's',
        items: [
          { key: 'has_phone', widget: 'checkbox', label: 'I have a phone' },
          { ...button, condition: { valueKey: 'has_phone', operator: 'equals', target: true } },
        ],
      },
    ],
  },
];
const afterPath = 'p/sections/0/items/1/after/0';
const state = (answers: FormState['answers']): FormState => ({ answers, tabs: {}, addAnother: {} });

describe('a button that reveals after content', () => {
  it('shows its after items while pressed (its answer true), not before', () => {
    expect(computeVisibility(pages, state({ has_phone: true })).isItemVisible(afterPath)).toBe(false);
    const pressed = applyAnswerChange(pages, state({ has_phone: true }), { key: 'add_second_phone', value: true });
    expect(pressed.answers.add_second_phone).toBe(true);
    expect(pressed.visibility.isItemVisible(afterPath)).toBe(true);
    expect(pressed.visibility.isKeyVisible('phone_2')).toBe(true);
  });

  it('pressed again, hides them and clears their answers (booleans to false)', () => {
    const filled = state({ has_phone: true, add_second_phone: true, phone_2: '(212) 555-1234', phone_2_sms: true });
    const collapsed = applyAnswerChange(pages, filled, { key: 'add_second_phone', value: false });
    expect(collapsed.answers).toMatchObject({ add_second_phone: false, phone_2: '', phone_2_sms: false });
    expect(collapsed.clearedKeys).toEqual(['phone_2', 'phone_2_sms']);
    expect(collapsed.visibility.isItemVisible(afterPath)).toBe(false);
  });

  it('hidden itself, its own answer and what it revealed are cleared', () => {
    const filled = state({ has_phone: true, add_second_phone: true, phone_2: '(212) 555-1234' });
    const hidden = applyAnswerChange(pages, filled, { key: 'has_phone', value: false });
    expect(hidden.answers).toMatchObject({ add_second_phone: false, phone_2: '' });
  });

  it('its key controls visibility (a press never takes the fast path)', () => {
    expect(controllingKeys(pages).has('add_second_phone')).toBe(true);
  });

  it('prints no row of its own', () => {
    expect(answerDisplay(button, { add_second_phone: true }, [])).toBeNull();
  });
});
