import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormServices } from '../registry/FormServices.ts';
import { highSchoolsGroup } from './support/highSchoolsGroup.ts';
import { renderForm } from './support/renderForm.tsx';

const threeSchools = {
  state: { addAnother: { high_schools: 3 } },
  answers: { hs_name: 'One', hs_2_name: 'Two', hs_3_name: 'Three', other: 'kept' },
};

describe('add-another: removing a block', () => {
  it('has a Remove button on every block after the first, with a confirmation that can be cancelled', async () => {
    const { user, store } = renderForm({ items: [highSchoolsGroup], ...threeSchools });
    expect(screen.queryByRole('button', { name: 'Remove High School 1' })).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'High School 2' });
    await user.click(within(region).getByRole('button', { name: 'Remove High School 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove High School 2?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().addAnother.high_schools).toBe(3);
    expect(screen.getByRole('button', { name: 'Remove High School 2' })).toHaveFocus();
  });

  it('after confirming, moves the later answers down, lowers the count, saves, focuses and announces', async () => {
    const onRemoveAnother = vi.fn<NonNullable<FormServices['onRemoveAnother']>>(async () => true);
    const seen: unknown[] = [];
    const { user, store } = renderForm({
      items: [highSchoolsGroup],
      ...threeSchools,
      services: {
        canAddAnother: true,
        onRemoveAnother: async (id, count) => {
          // The store already holds what is to be saved.
          seen.push(store.getState().answers);
          return onRemoveAnother(id, count);
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove High School 2' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove High School 2?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(onRemoveAnother).toHaveBeenCalledWith('high_schools', 2);
    expect(seen).toEqual([{ hs_name: 'One', hs_2_name: 'Three', other: 'kept' }]);
    expect(store.getState().addAnother.high_schools).toBe(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of High School 2' })).toHaveValue('Three');
    expect(screen.queryByRole('heading', { name: 'High School 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'High School 1' })).toHaveFocus();
    const announcement = document.querySelector('[data-announces="add-another"]');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('High School 2 removed.');
  });

  it('puts the block back when the host refuses the save', async () => {
    const { user, store } = renderForm({
      items: [highSchoolsGroup],
      ...threeSchools,
      services: { canAddAnother: true, onRemoveAnother: () => Promise.reject(new Error('network')) },
    });
    await user.click(screen.getByRole('button', { name: 'Remove High School 3' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(store.getState().addAnother.high_schools).toBe(3);
    expect(store.getState().answers).toEqual(threeSchools.answers);
    expect(screen.getByRole('textbox', { name: 'Name of High School 3' })).toHaveValue('Three');
  });

  it("a visitor's block is removed in memory (no host service)", async () => {
    const { user, store } = renderForm({ items: [highSchoolsGroup], ...threeSchools, services: {} });
    await user.click(screen.getByRole('button', { name: 'Remove High School 3' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(store.getState().addAnother.high_schools).toBe(2);
    expect(store.getState().answers).toEqual({ hs_name: 'One', hs_2_name: 'Two', other: 'kept' });
    expect(screen.getByRole('heading', { name: 'High School 2' })).toHaveFocus();
  });
});

describe('add-another: requiredInstances', () => {
  const group = {
    ...highSchoolsGroup,
    requiredInstances: 2,
    template: [{ ...highSchoolsGroup.template[0]!, required: true }],
  };
  const marked = (id: string) => document.querySelector(`label[for="${id}"] [title="required"]`) !== null;

  it('shows the required blocks even before Add another, with the marker only on them, and no Remove on them', () => {
    renderForm({ items: [group], state: { addAnother: { high_schools: 3 } } });
    expect(marked('hs_name')).toBe(true);
    expect(marked('hs_2_name')).toBe(true);
    expect(marked('hs_3_name')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Name of High School 3' })).not.toHaveAttribute('aria-required');
    expect(screen.queryByRole('button', { name: 'Remove High School 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove High School 3' })).toBeInTheDocument();
  });

  it('the required blocks show while the stored count is lower', () => {
    renderForm({ items: [group] });
    expect(screen.getByRole('heading', { name: 'High School 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
