import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from './support/renderForm.tsx';

const mailing = {
  key: 'mailing_same',
  widget: 'radio',
  label: 'Is your mailing address the same?',
  hint: 'Where we send letters',
  required: true,
  options: {
    choices: [
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
      { value: 'U', label: 'Not sure' },
    ],
  },
  reveal: { N: [{ key: 'mailing_city', widget: 'text', label: 'Mailing City' }] },
};

describe('radio widget', () => {
  it('is a radio group named by its legend; the first radio carries the answer key as id', () => {
    renderForm({ items: [mailing], showErrors: true, errors: { mailing_same: ['Please choose one.'] } });
    const group = screen.getByRole('radiogroup', { name: 'Is your mailing address the same?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Where we send letters Error: Please choose one.');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['mailing_same', 'mailing_same--1', 'mailing_same--2']);
  });

  it('moves the selection with arrow keys and stores the _desc label', async () => {
    const { user, store } = renderForm({ items: [mailing] });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(store.getState().answers).toMatchObject({ mailing_same: 'Y', mailing_same_desc: 'Yes' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
    expect(store.getState().answers).toMatchObject({ mailing_same: 'N', mailing_same_desc: 'No' });
  });

  it('reveals the content of the chosen value after the group, and clears it when hidden again', async () => {
    const { user, store } = renderForm({ items: [mailing] });
    expect(screen.queryByRole('textbox', { name: 'Mailing City' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    const city = screen.getByRole('textbox', { name: 'Mailing City' });
    expect(
      screen.getByRole('radiogroup').compareDocumentPosition(city) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.type(city, 'Tampa');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('textbox', { name: 'Mailing City' })).not.toBeInTheDocument();
    expect(store.getState().answers.mailing_city).toBe('');
  });
});

describe('checkbox widget', () => {
  const military = {
    key: 'military_ind',
    widget: 'checkbox',
    label: 'I have served in the armed forces',
    after: [{ key: 'military_branch', widget: 'text', label: 'Branch' }],
  };

  it('is a labelled boolean, toggled with Space', async () => {
    const { user, store } = renderForm({
      items: [military],
      showErrors: true,
      errors: { military_ind: ['Please confirm.'] },
    });
    const checkbox = screen.getByRole('checkbox', { name: 'I have served in the armed forces' });
    expect(checkbox).toHaveAttribute('id', 'military_ind');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Error: Please confirm.');
    await user.tab();
    await user.keyboard(' ');
    expect(store.getState().answers.military_ind).toBe(true);
    await user.keyboard(' ');
    expect(store.getState().answers.military_ind).toBe(false);
  });

  it('shows its after content while checked and clears it when unchecked', async () => {
    const { user, store } = renderForm({ items: [military] });
    expect(screen.queryByRole('textbox', { name: 'Branch' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.type(screen.getByRole('textbox', { name: 'Branch' }), 'Navy');
    expect(store.getState().answers.military_branch).toBe('Navy');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('textbox', { name: 'Branch' })).not.toBeInTheDocument();
    expect(store.getState().answers.military_branch).toBe('');
  });
});

describe('checkGroup widget', () => {
  const reasons = {
    key: 'fee_waiver_reasons',
    widget: 'checkGroup',
    label: 'Reasons for a fee waiver',
    options: {
      checks: [
        { key: 'fee_waiver_income', label: 'Family income' },
        { key: 'fee_waiver_lunch', label: 'Free or reduced lunch' },
      ],
    },
  };

  it('is a fieldset of checkboxes, each its own boolean answer key', async () => {
    const { user, store } = renderForm({ items: [reasons] });
    const group = screen.getByRole('group', { name: 'Reasons for a fee waiver' });
    expect(group).toHaveAttribute('id', 'fee_waiver_reasons');
    const lunch = within(group).getByRole('checkbox', { name: 'Free or reduced lunch' });
    expect(lunch).toHaveAttribute('id', 'fee_waiver_lunch');
    await user.click(lunch);
    expect(store.getState().answers).toMatchObject({ fee_waiver_lunch: true });
    expect(store.getState().answers.fee_waiver_income).toBeUndefined();
  });

  it('shows the group error once and marks every checkbox invalid, described by it', () => {
    const message =
      'You must meet one or more of the following conditions to qualify for a fee waiver. Please select all that apply.';
    renderForm({ items: [reasons], showErrors: true, errors: { fee_waiver_income: [message] } });
    expect(screen.getAllByText(message)).toHaveLength(1);
    for (const checkbox of screen.getAllByRole('checkbox')) {
      expect(checkbox).toHaveAttribute('aria-invalid', 'true');
      expect(checkbox).toHaveAccessibleDescription(`Error: ${message}`);
    }
  });

  it('re-renders when an answer changes from outside (e.g. the profile loads)', () => {
    const { store } = renderForm({ items: [reasons] });
    act(() => store.getState().replaceState({ answers: { fee_waiver_income: true }, tabs: {}, addAnother: {} }));
    expect(screen.getByRole('checkbox', { name: 'Family income' })).toBeChecked();
  });
});
