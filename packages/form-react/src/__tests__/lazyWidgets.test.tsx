import type { ItemDefinition } from '@admissions/form-core';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdModuleBack } from './support/holdModuleBack.ts';

// The test setup loads every widget for the other tests; here each test gets fresh modules (no widget code loaded
// yet) and holds the school search's chunk back until it lets it through.
beforeEach(() => {
  vi.resetModules();
});

const items: ItemDefinition[] = [
  {
    key: 'parent_education',
    widget: 'radio',
    label: 'Highest level of education',
    options: {
      choices: [
        { value: 'high_school', label: 'High school' },
        { value: 'bachelor', label: "Bachelor's degree" },
      ],
    },
  },
  {
    key: 'parent_college',
    widget: 'schoolSearch',
    label: 'College',
    condition: { valueKey: 'parent_education', operator: 'equals', target: 'bachelor' },
    options: {
      category: 'college_ceeb',
      keys: { ceeb: 'parent_college_ceeb', line1: 'parent_college_line_1', country: 'parent_college_country' },
    },
  },
];

async function freshForm() {
  const chunk = holdModuleBack();
  vi.doMock('../widgets/schoolSearch/SchoolSearchWidget.tsx', chunk.factory);
  const { renderForm } = await import('./support/renderForm.tsx');
  const { defaultWidgets } = await import('../registry/defaultWidgets.ts');
  const { preloadFormParts } = await import('../registry/preloadFormParts.ts');
  return { chunk, renderForm, defaultWidgets, preloadFormParts };
}

describe('a lazily bound widget (the school search)', () => {
  it('is not loaded while its question is hidden; loads when it shows, the rest of the page meanwhile usable', async () => {
    const { chunk, renderForm } = await freshForm();
    const { user, store } = renderForm({ items });
    expect(screen.getByRole('radio', { name: 'High school' })).toBeInTheDocument();
    expect(chunk.requested()).toBe(0);

    await user.click(screen.getByRole('radio', { name: "Bachelor's degree" }));
    expect(chunk.requested()).toBe(1);
    expect(screen.queryByRole('combobox', { name: /Search for Your School/ })).not.toBeInTheDocument();
    // The rest of the page answers while the chunk is on its way.
    await user.click(screen.getByRole('radio', { name: 'High school' }));
    await user.click(screen.getByRole('radio', { name: "Bachelor's degree" }));
    expect(store.getState().answers.parent_education).toBe('bachelor');

    await act(async () => chunk.release());
    expect(await screen.findByRole('combobox', { name: /Search for Your School/ })).toBeInTheDocument();
    expect(chunk.requested()).toBe(1);
  });

  it('renders at once once preloaded, and its inputs read their own answers before the code has arrived', async () => {
    const { chunk, renderForm, defaultWidgets, preloadFormParts } = await freshForm();
    // The host reads the keys the widget's inputs read themselves from the binding, without loading the widget.
    const question = items[1] as Parameters<NonNullable<(typeof defaultWidgets.schoolSearch.component)['ownKeys']>>[0];
    expect(defaultWidgets.schoolSearch.component.ownKeys?.(question)).toEqual([
      'parent_college',
      'parent_college_line_1',
    ]);
    expect(chunk.requested()).toBe(0);

    const preloaded = preloadFormParts(defaultWidgets);
    chunk.release();
    await preloaded;
    renderForm({ items, answers: { parent_education: 'bachelor' } });
    // No wait: the first render shows it.
    expect(screen.getByRole('combobox', { name: /Search for Your School/ })).toBeInTheDocument();
  });
});
