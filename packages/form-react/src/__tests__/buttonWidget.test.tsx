import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderForm } from './support/renderForm.tsx';

// A button reveals its `after` items as a checkbox does: its answer is true while they show.
const items = [
  {
    key: 'add_second_phone',
    widget: 'button',
    label: 'Add a second phone number',
    hint: 'For example a work phone.',
    after: [{ key: 'phone_2', widget: 'phone', label: 'Second phone' }],
  },
];

describe('button widget', () => {
  it('is a native button named by the question label, collapsed at first', () => {
    renderForm({ items });
    const button = screen.getByRole('button', { name: 'Add a second phone number' });
    expect(button).toHaveAttribute('id', 'add_second_phone');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleDescription('For example a work phone.');
    expect(screen.queryByRole('textbox', { name: /Second phone/ })).not.toBeInTheDocument();
  });

  it('reveals its after items when pressed; aria-expanded and aria-controls tell where', async () => {
    const { user, store } = renderForm({ items });
    const button = screen.getByRole('button', { name: 'Add a second phone number' });
    await user.click(button);
    expect(store.getState().answers.add_second_phone).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(button.getAttribute('aria-controls')!);
    expect(within(controlled!).getByRole('textbox', { name: /Second phone/ })).toBeInTheDocument();
    // Focus stays on the button (a disclosure), so pressing it again is one key away.
    expect(button).toHaveFocus();
  });

  it('is operated with the keyboard: Enter and Space press it', async () => {
    const { user, store } = renderForm({ items });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a second phone number' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(store.getState().answers.add_second_phone).toBe(true);
    await user.keyboard(' ');
    expect(store.getState().answers.add_second_phone).toBe(false);
  });

  it('pressed again, hides the items and clears their answers', async () => {
    const { user, store } = renderForm({ items });
    const button = screen.getByRole('button', { name: 'Add a second phone number' });
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: /Second phone/ }), '2125550100');
    expect(store.getState().answers.phone_2).toBe('(212) 555-0100');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /Second phone/ })).not.toBeInTheDocument();
    expect(store.getState().answers).toMatchObject({ add_second_phone: false, phone_2: '' });
  });

  it('has no axe violations, collapsed or expanded', async () => {
    const { container, user } = renderForm({ items });
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add a second phone number' }));
    expect((await axe.run(container, { rules })).violations).toEqual([]);
  });

  it('prints only what it revealed in the read-only view (no row for the button)', () => {
    renderForm({
      items,
      mode: 'readOnly',
      answers: { add_second_phone: true, phone_2: '(212) 555-0100' },
    });
    expect(screen.queryByText('Add a second phone number')).not.toBeInTheDocument();
    expect(screen.getByText('Second phone')).toBeInTheDocument();
    expect(screen.getByText('(212) 555-0100')).toBeInTheDocument();
  });
});
