import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultWidgetSpecs, textSpec } from '@admissions/form-core';
import { bindWidget, createWidgetRegistry } from '../registry/createWidgetRegistry.ts';
import { defaultWidgets } from '../registry/defaultWidgets.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { createAnswerStore } from '../store/createAnswerStore.ts';
import { renderForm, testPage } from './support/renderForm.tsx';
import { render } from '@testing-library/react';
import { PageRenderer } from '../renderer/PageRenderer.tsx';

function StarRating({ question, value, onChange, ids }: WidgetProps) {
  return (
    <div>
      <label htmlFor={ids.input}>{question.label}</label>
      <input id={ids.input} value={String(value)} onChange={(event) => onChange(question.key, event.target.value)} />
    </div>
  );
}
const starRating = bindWidget(textSpec, StarRating);

describe('createWidgetRegistry', () => {
  it("binds one component to each of form-core's default specs, the same spec objects", () => {
    const registry = createWidgetRegistry(defaultWidgets);
    expect(registry.names()).toEqual(defaultWidgetSpecs.names());
    for (const name of defaultWidgetSpecs.names()) {
      expect(registry.get(name)).toBeTypeOf('function');
      expect(registry.specs.get(name)).toBe(defaultWidgetSpecs.get(name));
    }
    expect(registry.has('starRating')).toBe(false);
    expect(registry.get('starRating')).toBeUndefined();
  });

  it('extend returns a new registry (component and spec) and leaves the original as it was', () => {
    const base = createWidgetRegistry(defaultWidgets);
    const extended = base.extend({ starRating });
    expect(extended.has('starRating')).toBe(true);
    expect(extended.get('starRating')).toBe(StarRating);
    expect(extended.specs.get('starRating')).toBe(textSpec);
    expect(base.has('starRating')).toBe(false);
    expect(base.specs.has('starRating')).toBe(false);
    expect(extended.names()).toContain('text');
  });

  it('rejects a duplicate name at run time and at the type level', () => {
    const base = createWidgetRegistry(defaultWidgets);
    // @ts-expect-error: 'text' is already registered
    expect(() => base.extend({ text: starRating })).toThrow('Widget "text" is already registered');
    const extended = base.extend({ starRating });
    // @ts-expect-error: 'starRating' was added by the previous extend
    expect(() => extended.extend({ starRating })).toThrow('"starRating"');
  });

  it('renders an extended widget from a question that names it', async () => {
    const registry = createWidgetRegistry(defaultWidgets).extend({ starRating });
    const { user, store } = renderForm({ registry, items: [{ key: 'stars', widget: 'starRating', label: 'Stars' }] });
    await user.type(screen.getByLabelText('Stars'), '5');
    expect(store.getState().answers.stars).toBe('5');
  });

  it('refuses a registry whose widgets the answer store does not know', () => {
    const registry = createWidgetRegistry(defaultWidgets).extend({ starRating });
    const page = testPage([{ key: 'stars', widget: 'starRating', label: 'Stars' }]);
    const store = createAnswerStore({ pages: [page] });
    expect(() => render(<PageRenderer page={page} registry={registry} store={store} />)).toThrow(
      'The answer store does not know the widget spec of "starRating": create it with context: { widgets: registry.specs }.',
    );
  });

  it('shows an unknown widget as a visible alert naming the widget and the question', () => {
    renderForm({ items: [{ key: 'favourite_colour', widget: 'colourWheel', label: 'Favourite colour' }] });
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown widget "colourWheel" for question "favourite_colour"');
  });
});
