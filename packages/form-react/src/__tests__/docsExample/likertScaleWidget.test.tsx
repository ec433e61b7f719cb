// The test of docs/adding-a-widget.md, run as written (imports adjusted to this folder).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { createAnswerStore, createWidgetRegistry, defaultWidgets, PageRenderer } from '../../index.ts';
import type { PageDefinition } from '@admissions/form-core';
import { LikertScaleWidget } from './LikertScaleWidget.tsx';

const registry = createWidgetRegistry(defaultWidgets).extend({ likertScale: LikertScaleWidget });
const page: PageDefinition = {
  id: 'test',
  path: '/test',
  title: 'Test',
  step: 1,
  sections: [{ id: 's', items: [{ key: 'confidence', widget: 'likertScale', label: 'Confidence', storeDesc: true }] }],
};

function renderPage(errors = {}) {
  const store = createAnswerStore({ pages: [page] });
  const utils = render(<PageRenderer page={page} registry={registry} store={store} errors={errors} showErrors />);
  return { store, ...utils };
}

describe('likertScale widget', () => {
  it('is a radio group named by its label, operated with arrow keys', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    expect(screen.getByRole('radiogroup', { name: 'Confidence' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.keyboard('{ArrowRight}');
    expect(store.getState().answers).toMatchObject({ confidence: '4', confidence_desc: '4' });
  });

  it('is invalid and described by its error', () => {
    renderPage({ confidence: ['Please choose a value.'] });
    const group = screen.getByRole('radiogroup', { name: 'Confidence' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Please choose a value.');
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });
});
