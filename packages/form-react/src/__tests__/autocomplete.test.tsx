import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from './support/renderForm.tsx';

// WCAG 1.3.5: the applicant's own identity, contact and address inputs name their purpose; the
// page JSON says which (`options.autocomplete`), nothing is guessed from answer keys.
describe('autocomplete tokens from the options', () => {
  it('text, date and phone inputs carry the token their question names, others none', () => {
    renderForm({
      items: [
        { key: 'first_name', widget: 'text', label: 'First Name', options: { autocomplete: 'given-name' } },
        { key: 'parent_first_name', widget: 'text', label: 'Parent first name' },
        { key: 'birth_date', widget: 'date', label: 'Date of Birth', options: { autocomplete: 'bday' } },
        { key: 'phone_home', widget: 'phone', label: 'Home Phone', options: { autocomplete: 'tel-national' } },
        { key: 'parent_phone', widget: 'phone', label: 'Parent phone' },
        { key: 'secret', widget: 'text', label: 'Secret', options: { inputType: 'password' } },
      ],
    });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: 'Parent first name' })).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByRole('textbox', { name: /^Home Phone/ })).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByRole('textbox', { name: /^Parent phone/ })).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText('Secret')).toHaveAttribute('autocomplete', 'off');
  });

  it('an address takes the standard tokens (true), a section\'s ("shipping"), an explicit map, or none', () => {
    const address = (key: string, label: string, autocomplete?: unknown) => ({
      key: `${key}_line_1`,
      widget: 'address',
      label,
      options: {
        keys: { line2: `${key}_line_2`, city: `${key}_city`, state: `${key}_state`, zip: `${key}_zip` },
        ...(autocomplete === undefined ? {} : { autocomplete }),
      },
    });
    renderForm({
      items: [
        address('home', 'Permanent Address', true),
        address('mailing', 'Mailing Address', 'shipping'),
        address('work', 'Work Address', { line1: 'work address-line1', city: 'work address-level2' }),
        address('parent', 'Parent Address'),
      ],
    });
    const tokens = (label: string) =>
      within(screen.getByRole('group', { name: label }))
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('autocomplete'));
    expect(tokens('Permanent Address')).toEqual([
      'address-line1',
      'address-line2',
      'address-level2',
      'address-level1',
      'postal-code',
    ]);
    expect(tokens('Mailing Address')).toEqual([
      'shipping address-line1',
      'shipping address-line2',
      'shipping address-level2',
      'shipping address-level1',
      'shipping postal-code',
    ]);
    expect(tokens('Work Address')).toEqual(['work address-line1', null, 'work address-level2', null, null]);
    expect(tokens('Parent Address')).toEqual([null, null, null, null, null]);
  });
});
