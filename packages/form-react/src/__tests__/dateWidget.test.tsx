import type { AnswerValue } from '@admissions/form-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notARealDate } from '../widgets/DateWidget.tsx';
import { renderForm } from './support/renderForm.tsx';

const birthDate = { key: 'birth_date', widget: 'date', label: 'Date of Birth', required: true } as const;

/** Stands in for the host's validator: the messages of the field's rules for a value. */
function fieldRules() {
  const asked: [string, AnswerValue][] = [];
  const answerErrors = vi.fn(async (key: string, value: AnswerValue): Promise<readonly string[]> => {
    asked.push([key, value]);
    if (value === '' || value === notARealDate) return ['A valid date of birth is required.'];
    if (typeof value === 'string' && value > '2013-01-01') return ['You must be 13 years or older to apply.'];
    if (typeof value === 'string' && value < '1926-01-01') {
      return ['This date is not supported. Please contact help support for assistance.'];
    }
    return [];
  });
  return { asked, answerErrors };
}

describe('date widget: checked on change', () => {
  it("shows the field's own messages as soon as a date is entered, with errors otherwise hidden", async () => {
    const { asked, answerErrors } = fieldRules();
    const { store } = renderForm({ items: [birthDate], services: { answerErrors }, showErrors: false });
    const input = screen.getByLabelText(/Date of Birth/);
    fireEvent.change(input, { target: { value: '2030-05-17' } });
    expect(store.getState().answers.birth_date).toBe('2030-05-17');
    expect(await screen.findByText('You must be 13 years or older to apply.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: You must be 13 years or older to apply.');
    expect(asked).toEqual([['birth_date', '2030-05-17']]);

    fireEvent.change(input, { target: { value: '1900-01-01' } });
    expect(
      await screen.findByText('This date is not supported. Please contact help support for assistance.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('You must be 13 years or older to apply.')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: '2005-05-17' } });
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/This date is not supported/)).not.toBeInTheDocument();
  });

  it('asks about a date that is not real (the input is empty and badInput) when it changes or is left', async () => {
    const { asked, answerErrors } = fieldRules();
    renderForm({ items: [birthDate], services: { answerErrors } });
    const input = screen.getByLabelText(/Date of Birth/);
    Object.defineProperty(input, 'validity', { value: { badInput: true } });
    fireEvent.blur(input);
    expect(await screen.findByText('A valid date of birth is required.')).toBeInTheDocument();
    expect(asked).toEqual([['birth_date', notARealDate]]);
  });

  it('says the date is not real when the field has no rule for it', async () => {
    const answerErrors = async () => [] as const;
    renderForm({ items: [{ key: 'start_date', widget: 'date', label: 'Start Date' }], services: { answerErrors } });
    const input = screen.getByLabelText('Start Date');
    Object.defineProperty(input, 'validity', { value: { badInput: true } });
    fireEvent.blur(input);
    expect(await screen.findByText('Please enter a real date.')).toBeInTheDocument();
  });

  it('shows each message once beside the errors of a full validation, and keeps only the latest answer', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answerErrors = vi.fn(async (_key: string, value: AnswerValue) => {
      if (value === '2030-01-01') {
        await slow;
        return ['You must be 13 years or older to apply.'];
      }
      return ['A valid date of birth is required.'];
    });
    renderForm({
      items: [birthDate],
      services: { answerErrors },
      showErrors: true,
      errors: { birth_date: ['A valid date of birth is required.'] },
    });
    const input = screen.getByLabelText(/Date of Birth/);
    fireEvent.change(input, { target: { value: '2030-01-01' } });
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(answerErrors).toHaveBeenCalledTimes(2));
    release();
    await slow;
    await waitFor(() => expect(screen.getAllByText('A valid date of birth is required.')).toHaveLength(1));
    expect(screen.queryByText('You must be 13 years or older to apply.')).not.toBeInTheDocument();
  });

  it('forgets its messages when the answer is changed from elsewhere (a saved version loaded)', async () => {
    const { answerErrors } = fieldRules();
    const { store } = renderForm({ items: [birthDate], services: { answerErrors } });
    fireEvent.change(screen.getByLabelText(/Date of Birth/), { target: { value: '2030-05-17' } });
    expect(await screen.findByText('You must be 13 years or older to apply.')).toBeInTheDocument();
    store.getState().setAnswer('birth_date', '2001-01-01');
    await waitFor(() => expect(screen.queryByText('You must be 13 years or older to apply.')).not.toBeInTheDocument());
  });
});
