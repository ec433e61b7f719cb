import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimers, useRealTimers } from './support/fakeTimers.ts';
import { renderForm } from './support/renderForm.tsx';
import { resolvedStyle } from './support/resolvedStyle.ts';

afterEach(() => {
  useRealTimers();
});

const country = {
  key: 'home_country',
  widget: 'select',
  label: 'Home Country',
  hint: 'Where you live now',
  options: {
    choices: ['Canada', 'Chad', 'Hungary', 'India'].map((label) => ({ value: label.slice(0, 3).toUpperCase(), label })),
  },
};

/** An option's label without the (aria-hidden) check mark. */
function optionText(option: HTMLElement): string {
  return (option.textContent ?? '').replace('✓', '');
}

function highlighted(combobox: HTMLElement): string | null {
  const id = combobox.getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  return option ? optionText(option) : null;
}

describe('select widget', () => {
  it('is a labelled combobox with hint and errors described, and a blank -- first option', async () => {
    const { user } = renderForm({ items: [country], showErrors: true, errors: { home_country: ['Home Country'] } });
    const combobox = screen.getByRole('combobox', { name: 'Home Country' });
    expect(combobox).toHaveAttribute('id', 'home_country');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Where you live now Error: Home Country');
    expect(combobox).toHaveTextContent('--');
    await user.click(combobox);
    const options = within(screen.getByRole('listbox', { name: 'Home Country' })).getAllByRole('option');
    expect(options.map(optionText)).toEqual(['--', 'Canada', 'Chad', 'Hungary', 'India']);
    // The current choice is marked by a check mark and aria-selected, not colour.
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('is operated by keyboard and stores the value with its _desc label', async () => {
    const { user, store } = renderForm({ items: [country] });
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'Home Country' });
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(store.getState().answers).toMatchObject({ home_country: 'CHA', home_country_desc: 'Chad' });
    expect(combobox).toHaveTextContent('Chad');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('selecting -- clears the answer and its _desc', async () => {
    const { user, store } = renderForm({
      items: [country],
      answers: { home_country: 'IND', home_country_desc: 'India' },
    });
    await user.click(screen.getByRole('combobox', { name: 'Home Country' }));
    await user.click(screen.getByRole('option', { name: '--' }));
    expect(store.getState().answers).toMatchObject({ home_country: '', home_country_desc: '' });
  });

  it('keeps type-ahead keys together for 1 s (not downshift’s 0.5 s), then starts over', async () => {
    useFakeTimers();
    const { user } = renderForm({ items: [country], fakeTimers: true });
    const combobox = screen.getByRole('combobox', { name: 'Home Country' });
    combobox.focus();
    await user.keyboard('c');
    expect(highlighted(combobox)).toBe('Canada');
    act(() => vi.advanceTimersByTime(700));
    await user.keyboard('h');
    // "ch": still one search after 0.7 s.
    expect(highlighted(combobox)).toBe('Chad');
    act(() => vi.advanceTimersByTime(1000));
    await user.keyboard('h');
    // After 1 s the search starts over: "h".
    expect(highlighted(combobox)).toBe('Hungary');
  });

  it('keeps the menu between 140 and 300 px tall with large options', async () => {
    const { user } = renderForm({ items: [country] });
    await user.click(screen.getByRole('combobox', { name: 'Home Country' }));
    const listbox = screen.getByRole('listbox', { name: 'Home Country' });
    expect(resolvedStyle(listbox, 'max-height')).toBe('300px');
    expect(resolvedStyle(screen.getByRole('option', { name: 'Chad' }), 'min-height')).toBe('2.75rem');
  });
});

describe('conditionalSelect widget', () => {
  const items = [
    { key: 'citizenship', widget: 'select', label: 'Citizenship', options: { optionList: { list: 'countries' } } },
    {
      key: 'region',
      widget: 'conditionalSelect',
      label: 'Province or State',
      options: {
        controlKey: 'citizenship',
        optionsByValue: { USA: { list: 'usStates' }, CAN: { list: 'canadianProvinces' } },
      },
    },
  ];

  it('renders only while the controlling answer has options, with those options', async () => {
    const { user, store } = renderForm({ items, answers: { citizenship: 'FRA' } });
    expect(screen.queryByRole('combobox', { name: 'Province or State' })).not.toBeInTheDocument();
    act(() => store.getState().setAnswer('citizenship', 'CAN', 'Canada'));
    await user.click(screen.getByRole('combobox', { name: 'Province or State' }));
    expect(screen.getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Texas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ontario' }));
    expect(store.getState().answers).toMatchObject({ region: 'ON', region_desc: 'Ontario' });
  });

  it('clears its answer and _desc when the controlling answer changes', () => {
    const { store } = renderForm({ items, answers: { citizenship: 'CAN', region: 'ON', region_desc: 'Ontario' } });
    expect(screen.getByRole('combobox', { name: 'Province or State' })).toHaveTextContent('Ontario');
    act(() => store.getState().setAnswer('citizenship', 'USA', 'United States of America'));
    expect(store.getState().answers).toMatchObject({ region: '', region_desc: '' });
    expect(screen.getByRole('combobox', { name: 'Province or State' })).toHaveTextContent('--');
  });
});

describe('monthYear widget', () => {
  const item = {
    key: 'start_month',
    widget: 'monthYear',
    label: 'Start date',
    required: true,
    options: { keys: { year: 'start_year' }, years: { list: 'years', startYear: 2024, count: 3 } },
  };

  it('is a group named by its label with a month and a year select', async () => {
    const { user, store } = renderForm({ items: [item] });
    const group = screen.getByRole('group', { name: 'Start date' });
    const month = within(group).getByRole('combobox', { name: 'Month' });
    const year = within(group).getByRole('combobox', { name: 'Year' });
    expect(month).toHaveAttribute('id', 'start_month');
    expect(year).toHaveAttribute('id', 'start_year');
    await user.click(year);
    expect(screen.getAllByRole('option').map(optionText)).toEqual(['--', '2024', '2023', '2022']);
    await user.click(screen.getByRole('option', { name: '2023' }));
    await user.click(month);
    await user.click(screen.getByRole('option', { name: 'March' }));
    // Both are codes from a list: each stores its label too.
    expect(store.getState().answers).toMatchObject({
      start_month: '3',
      start_month_desc: 'March',
      start_year: '2023',
      start_year_desc: '2023',
    });
  });

  it('shows the errors of both keys once and marks both selects invalid', () => {
    renderForm({
      items: [item],
      showErrors: true,
      errors: { start_month: ['Start date'], start_year: ['The minimum supported year is 1951', 'Start date'] },
    });
    const month = screen.getByRole('combobox', { name: 'Month' });
    const year = screen.getByRole('combobox', { name: 'Year' });
    for (const select of [month, year]) {
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAccessibleDescription('Error: Start date Error: The minimum supported year is 1951');
    }
  });
});
