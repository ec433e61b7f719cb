import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimers, useRealTimers } from './support/fakeTimers.ts';
import { renderForm } from './support/renderForm.tsx';

afterEach(() => {
  useRealTimers();
});

describe('text widget', () => {
  it('binds label, hint and errors to the input, whose id is the answer key', () => {
    renderForm({
      items: [{ key: 'first_name', widget: 'text', label: 'First Name', hint: 'As on your passport', required: true }],
      showErrors: true,
      errors: { first_name: ['First Name'] },
    });
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('id', 'first_name');
    expect(input).toHaveAccessibleDescription('As on your passport Error: First Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('maxlength', '45');
  });

  it('shows the asterisk on the label of a required question only (hidden from screen readers)', () => {
    renderForm({
      items: [
        { key: 'first_name', widget: 'text', label: 'First Name', required: true },
        { key: 'nickname', widget: 'text', label: 'Nickname' },
      ],
    });
    const requiredLabel = document.querySelector('label[for="first_name"]');
    expect(requiredLabel?.textContent).toBe('First Name*');
    expect(requiredLabel?.querySelector('[aria-hidden="true"][title="required"]')).not.toBeNull();
    expect(document.querySelector('label[for="nickname"]')?.textContent).toBe('Nickname');
  });

  it('stores what is typed and stops at the maximum length', async () => {
    const { user, store } = renderForm({
      items: [{ key: 'nickname', widget: 'text', label: 'Nickname', options: { maxLength: 5 } }],
    });
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Alexandra');
    expect(store.getState().answers.nickname).toBe('Alexa');
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toHaveAttribute('aria-invalid');
  });

  it('formats an SSN 3-2-4 as the applicant types', async () => {
    const { user, store } = renderForm({
      items: [{ key: 'ssn', widget: 'text', label: 'SSN', options: { format: 'ssn' } }],
    });
    const input = screen.getByRole('textbox', { name: 'SSN' });
    await user.type(input, '1234');
    expect(input).toHaveValue('123-4');
    await user.type(input, '56789');
    expect(input).toHaveValue('123-45-6789');
    expect(store.getState().answers.ssn).toBe('123-45-6789');
  });

  it('formats a US phone in a text question with format usPhone', async () => {
    const { user } = renderForm({
      items: [{ key: 'fax', widget: 'text', label: 'Fax', options: { format: 'usPhone' } }],
    });
    await user.type(screen.getByRole('textbox', { name: 'Fax' }), '2125550100');
    expect(screen.getByRole('textbox', { name: 'Fax' })).toHaveValue('(212) 555-0100');
  });
});

describe('textarea widget', () => {
  const essay = { key: 'essay', widget: 'textarea', label: 'Personal Statement', options: { characterLimit: 10 } };

  it('shows a live character count and stops at the limit', async () => {
    const { user, store } = renderForm({ items: [essay] });
    const textarea = screen.getByRole('textbox', { name: 'Personal Statement' });
    expect(screen.getByText('Character count: 0 / 10', { selector: '#essay-count' })).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('Character count: 0 / 10');
    await user.type(textarea, 'Hello there, world');
    expect(store.getState().answers.essay).toBe('Hello ther');
    expect(screen.getByText('Character count: 10 / 10', { selector: '#essay-count' })).toBeInTheDocument();
    // A change made elsewhere (a saved version loaded, a conflict resolved) is counted too.
    act(() => store.getState().replaceState({ answers: { essay: 'Hi' }, tabs: {}, addAnother: {} }));
    expect(textarea).toHaveValue('Hi');
    expect(textarea).toHaveAccessibleDescription('Character count: 2 / 10');
  });

  it('says at the field and in a live region when a paste was cut at the limit', async () => {
    const { user, store } = renderForm({ items: [essay] });
    const textarea = screen.getByRole('textbox', { name: 'Personal Statement' });
    await user.type(textarea, 'abc');
    await user.paste('0123456789');
    expect(store.getState().answers.essay).toBe('abc0123456');
    const notice = document.getElementById('essay-paste-notice')!;
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toHaveTextContent('The pasted text did not fit: its last 3 characters were not added (limit 10).');
    expect(textarea).toHaveAccessibleDescription(
      'Character count: 10 / 10 The pasted text did not fit: its last 3 characters were not added (limit 10).',
    );
    // Once the text is shorter than the limit again, the notice goes.
    await user.type(textarea, '{Backspace}');
    expect(notice).toBeEmptyDOMElement();
    // A paste that fits says nothing.
    await user.paste('z');
    expect(notice).toBeEmptyDOMElement();
  });

  it('uses the tenant limit from the host, else 1500', () => {
    const { unmount } = renderForm({
      items: [{ key: 'essay', widget: 'textarea', label: 'Essay' }],
      services: { characterLimit: 7000 },
    });
    expect(screen.getByText('Character count: 0 / 7000', { selector: '#essay-count' })).toBeInTheDocument();
    unmount();
    renderForm({ items: [{ key: 'essay', widget: 'textarea', label: 'Essay' }] });
    expect(screen.getByRole('textbox', { name: 'Essay' })).toHaveAttribute('maxlength', '1500');
  });

  it('announces the count politely once typing pauses, not on every keystroke', async () => {
    useFakeTimers();
    const { user } = renderForm({ items: [essay], fakeTimers: true });
    const live = screen.getByTestId('essay-count-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    const textarea = screen.getByRole('textbox', { name: 'Personal Statement' });
    for (const key of 'abc') {
      await user.type(textarea, key);
      act(() => vi.advanceTimersByTime(600));
      expect(live).toBeEmptyDOMElement();
    }
    // 1 s after the last key (600 ms have passed already).
    act(() => vi.advanceTimersByTime(399));
    expect(live).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(live).toHaveTextContent('Character count: 3 / 10');
    // Typing again empties the announcement until the next pause.
    await user.type(textarea, 'd');
    expect(live).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(999));
    expect(live).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(live).toHaveTextContent('Character count: 4 / 10');
    expect(screen.getByText('Character count: 4 / 10', { selector: '#essay-count' })).toBeInTheDocument();
  });
});

describe('date widget', () => {
  it('is a native date input whose every change is reported as YYYY-MM-DD', async () => {
    const { user, store } = renderForm({
      items: [{ key: 'birth_date', widget: 'date', label: 'Date of Birth' }],
      showErrors: true,
      errors: { birth_date: ['A valid date of birth is required.'] },
    });
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('id', 'birth_date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: A valid date of birth is required.');
    await user.type(input, '2004-02-09');
    expect(store.getState().answers.birth_date).toBe('2004-02-09');
  });
});

describe('phone widget', () => {
  const phone = {
    key: 'phone_mobile',
    widget: 'phone',
    label: 'Cell Phone',
    options: { keys: { smsOptIn: 'optin_sms_ind' } },
  };

  it('masks (xxx) xxx-xxxx as typed on a numeric tel input', async () => {
    const { user, store } = renderForm({ items: [phone] });
    const input = screen.getByRole('textbox', { name: 'Cell Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '954');
    expect(input).toHaveValue('(954');
    await user.type(input, '5551234');
    expect(input).toHaveValue('(954) 555-1234');
    expect(store.getState().answers.phone_mobile).toBe('(954) 555-1234');
  });

  it('has an optional SMS opt-in checkbox on its own key, with its own errors', async () => {
    const { user, store } = renderForm({
      items: [phone],
      showErrors: true,
      errors: {
        optin_sms_ind: ['A domestic or international cell phone number is required to receive text message updates.'],
      },
    });
    const optIn = screen.getByRole('checkbox', { name: /text message/ });
    expect(optIn).toHaveAttribute('id', 'optin_sms_ind');
    expect(optIn).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Cell Phone' })).not.toHaveAttribute('aria-invalid');
    await user.click(optIn);
    expect(store.getState().answers.optin_sms_ind).toBe(true);
  });

  it('has no checkbox without keys.smsOptIn', () => {
    renderForm({ items: [{ key: 'phone_home', widget: 'phone', label: 'Home Phone' }] });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
