import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TabSwitchResult } from '@admissions/form-core';
import type { FormServices } from '../registry/FormServices.ts';
import { highSchoolsGroup } from './support/highSchoolsGroup.ts';
import { renderForm } from './support/renderForm.tsx';

const tabs = {
  kind: 'tabs' as const,
  id: 'test_tabs',
  label: 'Which test did you take?',
  clearKeys: ['sat_math', 'act_composite'],
  tabs: [
    {
      id: 'sat',
      label: 'SAT',
      items: [
        { key: 'sat_math', widget: 'text', label: 'SAT Math' },
        { key: 'sat_report', widget: 'fileUpload', label: 'SAT Report' },
      ],
    },
    { id: 'act', label: 'ACT', items: [{ key: 'act_composite', widget: 'text', label: 'ACT Composite' }] },
    { id: 'none', label: 'None yet', items: [] },
  ],
};

describe('tab group', () => {
  it('is a tablist with the chosen tab selected and its panel shown', () => {
    renderForm({ items: [tabs], state: { tabs: { test_tabs: 'act' } } });
    const tablist = screen.getByRole('tablist', { name: 'Which test did you take?' });
    expect(within(tablist).getByRole('tab', { name: 'ACT' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'SAT' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'ACT' });
    expect(within(panel).getByRole('textbox', { name: 'ACT Composite' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'SAT Math' })).not.toBeInTheDocument();
  });

  it('moves focus with arrow keys, Home and End, and switches with Enter, clearing clearKeys', async () => {
    const onTabChange = vi.fn<NonNullable<FormServices['onTabChange']>>(() => true);
    const { user, store } = renderForm({ items: [tabs], answers: { sat_math: '700' }, services: { onTabChange } });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'SAT' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ACT' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'None yet' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SAT' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'ACT' })).toHaveFocus();
    // Focus alone does not switch: a switch clears answers.
    expect(screen.getByRole('tab', { name: 'SAT' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'ACT' })).toHaveAttribute('aria-selected', 'true');
    const [groupId, chosen, change] = onTabChange.mock.calls[0] as [string, string, TabSwitchResult];
    expect([groupId, chosen]).toEqual(['test_tabs', 'act']);
    expect(change.fileKeys).toEqual(['sat_report']);
    expect(store.getState().tabs).toEqual({ test_tabs: 'act' });
    expect(store.getState().answers.sat_math).toBe('');
    expect(screen.getByRole('textbox', { name: 'ACT Composite' })).toBeInTheDocument();
  });

  it('stays on the tab when the host refuses the switch', async () => {
    const onTabChange = async () => false;
    const { user, store } = renderForm({ items: [tabs], answers: { sat_math: '700' }, services: { onTabChange } });
    await user.click(screen.getByRole('tab', { name: 'ACT' }));
    expect(screen.getByRole('tab', { name: 'SAT' })).toHaveAttribute('aria-selected', 'true');
    expect(store.getState().answers.sat_math).toBe('700');
    expect(store.getState().tabs).toEqual({});
  });
});

const schools = highSchoolsGroup;

describe('add-another', () => {
  it('renders the stored number of instances with their titles and expanded keys', () => {
    renderForm({ items: [schools], state: { addAnother: { high_schools: 2 } } });
    expect(screen.getByRole('heading', { name: 'High School 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'High School 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of High School 1' })).toHaveAttribute('id', 'hs_name');
    expect(screen.getByRole('textbox', { name: 'Name of High School 2' })).toHaveAttribute('id', 'hs_2_name');
  });

  it('hides the button for visitors (no canAddAnother)', () => {
    renderForm({ items: [schools], services: { canAddAnother: false } });
    expect(screen.queryByRole('button', { name: 'Add another high school' })).not.toBeInTheDocument();
  });

  it('asks the host to save count + 1, shows the new instance, focuses it, and stops at max', async () => {
    const onAddAnother = vi.fn<NonNullable<FormServices['onAddAnother']>>(async () => undefined);
    const { user, store } = renderForm({ items: [schools], services: { canAddAnother: true, onAddAnother } });
    await user.click(screen.getByRole('button', { name: 'Add another high school' }));
    expect(onAddAnother).toHaveBeenLastCalledWith('high_schools', 2);
    expect(await screen.findByRole('heading', { name: 'High School 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add another high school' }));
    expect(onAddAnother).toHaveBeenLastCalledWith('high_schools', 3);
    expect(store.getState().addAnother.high_schools).toBe(3);
    expect(screen.getByRole('textbox', { name: 'Name of High School 3' })).toHaveAttribute('id', 'hs_3_name');
    expect(screen.queryByRole('button', { name: 'Add another high school' })).not.toBeInTheDocument();
  });

  it('keeps the count when the host refuses', async () => {
    const { user, store } = renderForm({
      items: [schools],
      services: { canAddAnother: true, onAddAnother: () => Promise.reject(new Error('network')) },
    });
    await user.click(screen.getByRole('button', { name: 'Add another high school' }));
    expect(store.getState().addAnother.high_schools).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'High School 2' })).not.toBeInTheDocument();
  });
});

describe('groups, switches and content', () => {
  it('shows a group as a fieldset named by its title, only while its condition holds', async () => {
    const { user } = renderForm({
      items: [
        { key: 'has_job', widget: 'checkbox', label: 'I have a job' },
        {
          kind: 'group',
          id: 'job',
          title: 'Your job',
          condition: { valueKey: 'has_job', operator: 'answered' },
          items: [{ key: 'employer', widget: 'text', label: 'Employer' }],
        },
      ],
    });
    expect(screen.queryByRole('group', { name: 'Your job' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I have a job' }));
    expect(
      within(screen.getByRole('group', { name: 'Your job' })).getByRole('textbox', { name: 'Employer' }),
    ).toBeVisible();
  });

  it('shows only the first switch case whose condition holds', () => {
    const { store } = renderForm({
      items: [
        {
          kind: 'switch',
          id: 'by_type',
          cases: [
            {
              condition: { valueKey: 'type', operator: 'equals', target: '2' },
              items: [{ key: 'a', widget: 'text', label: 'Case A' }],
            },
            {
              condition: { valueKey: 'type', operator: 'in', target: ['2', '3'] },
              items: [{ key: 'b', widget: 'text', label: 'Case B' }],
            },
          ],
        },
      ],
      answers: { type: '2' },
    });
    expect(screen.getByRole('textbox', { name: 'Case A' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Case B' })).not.toBeInTheDocument();
    expect(store.getState().answers.type).toBe('2');
  });

  it('renders content markup as elements: bold, paragraphs and links that open safely', () => {
    const { container } = renderForm({
      items: [
        {
          kind: 'content',
          id: 'fee',
          variant: 'warning',
          text: 'Pay the **application fee** [online](https://pay.example.edu).\n\n<img src=x onerror=alert(1)>',
        },
      ],
    });
    const note = screen.getByRole('note');
    expect(within(note).getByText('application fee').tagName).toBe('STRONG');
    const link = within(note).getByRole('link', { name: 'online (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://pay.example.edu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(note).toHaveTextContent('Warning:');
    expect(container.querySelector('img')).toBeNull();
    expect(note).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('shows a date-window alert only inside its window', () => {
    const alert = {
      kind: 'content' as const,
      id: 'deadline',
      text: 'Priority deadline is near.',
      showBetween: { window: 'priority' },
    };
    const dateWindows = { priority: { start: '2025-01-01', end: '2025-03-01' } };
    const inside = renderForm({ items: [alert], context: { dateWindows, now: new Date(2025, 2, 1, 23) } });
    expect(screen.getByRole('note')).toHaveTextContent('Important date: Priority deadline is near.');
    inside.unmount();
    renderForm({ items: [alert], context: { dateWindows, now: new Date(2025, 2, 2, 0, 1) } });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
