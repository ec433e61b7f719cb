import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as formCore from '@admissions/form-core';
import { highSchoolsGroup } from './support/highSchoolsGroup.ts';
import { renderForm } from './support/renderForm.tsx';

// form-core's index is memoized by the pages and the widget specs it is given: a caller that passes other specs
// than the store's builds (and keeps) a second index of the whole tenant, in the first render of every page.
vi.mock('@admissions/form-core', async (importOriginal) => {
  const actual = await importOriginal<typeof formCore>();
  return { ...actual, indexDefinitions: vi.fn(actual.indexDefinitions) };
});

describe('the definition index while rendering', () => {
  it('is asked for with the store’s own widget specs by every part of the page, add-another included', () => {
    const indexDefinitions = vi.mocked(formCore.indexDefinitions);
    indexDefinitions.mockClear();
    const { store } = renderForm({ items: [highSchoolsGroup], state: { addAnother: { high_schools: 2 } } });
    expect(screen.getByRole('textbox', { name: 'Name of High School 2' })).toBeInTheDocument();
    expect(indexDefinitions).toHaveBeenCalled();
    for (const [pages, widgets] of indexDefinitions.mock.calls) {
      expect(pages).toBe(store.pages);
      expect(widgets).toBe(store.context.widgets);
    }
  });
});
