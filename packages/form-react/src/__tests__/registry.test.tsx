import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultWidgetNames } from '@admissions/form-core';
import { createWidgetRegistry } from '../registry/createWidgetRegistry.ts';
import { defaultWidgets } from '../registry/defaultWidgets.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { renderForm } from './support/renderForm.tsx';

function StarRating({ question, value, onChange, ids }: WidgetProps) {
  return (
    <div>
      <label htmlFor={ids.input}>{question.label}</label>
      <input id={ids.input} value={String(value)} onChange={(event) => onChange(question.key, event.target.value)} />
    </div>
  );
}

const allDefaultNames = defaultWidgetNames;

describe('createWidgetRegistry', () => {
  it('holds every default widget name', () => {
    const registry = createWidgetRegistry(defaultWidgets);
    expect(registry.names().sort()).toEqual([...allDefaultNames].sort());
    for (const name of allDefaultNames) expect(registry.get(name)).toBeTypeOf('function');
    expect(registry.has('starRating')).toBe(false);
    expect(registry.get('starRating')).toBeUndefined();
  });

  it('extend returns a new registry and leaves the original as it was', () => {
    const base = createWidgetRegistry(defaultWidgets);
    const extended = base.extend({ starRating: StarRating });
    expect(extended.has('starRating')).toBe(true);
    expect(extended.get('starRating')).toBe(StarRating);
    expect(base.has('starRating')).toBe(false);
    expect(extended.names()).toContain('text');
  });

  it('rejects a duplicate name at run time and at the type level', () => {
    const base = createWidgetRegistry(defaultWidgets);
    // @ts-expect-error: 'text' is already registered
    expect(() => base.extend({ text: StarRating })).toThrow('Widget "text" is already registered');
    const extended = base.extend({ starRating: StarRating });
    // @ts-expect-error: 'starRating' was added by the previous extend
    expect(() => extended.extend({ starRating: StarRating })).toThrow('"starRating"');
  });

  it('renders an extended widget from a question that names it', async () => {
    const registry = createWidgetRegistry(defaultWidgets).extend({ starRating: StarRating });
    const { user, store } = renderForm({ registry, items: [{ key: 'stars', widget: 'starRating', label: 'Stars' }] });
    await user.type(screen.getByLabelText('Stars'), '5');
    expect(store.getState().answers.stars).toBe('5');
  });

  it('shows an unknown widget as a visible alert naming the widget and the question', () => {
    renderForm({ items: [{ key: 'favourite_colour', widget: 'colourWheel', label: 'Favourite colour' }] });
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown widget "colourWheel" for question "favourite_colour"');
  });
});
