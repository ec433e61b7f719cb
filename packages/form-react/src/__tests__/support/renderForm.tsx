import type { Answers, FormContext, FormState, ItemDefinition, PageDefinition } from '@admissions/form-core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createWidgetRegistry } from '../../registry/createWidgetRegistry.ts';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry.ts';
import { defaultWidgets } from '../../registry/defaultWidgets.ts';
import type { FormServices } from '../../registry/FormServices.ts';
import { PageRenderer } from '../../renderer/PageRenderer.tsx';
import type { FieldErrorMap } from '../../renderer/errorStore.ts';
import { createAnswerStore } from '../../store/createAnswerStore.ts';

export const defaultRegistry = createWidgetRegistry(defaultWidgets);

export interface RenderFormOptions {
  /** A whole page, or just the items of a one-section test page. */
  page?: PageDefinition;
  items?: ItemDefinition[];
  answers?: Answers;
  state?: Partial<FormState>;
  services?: FormServices;
  errors?: FieldErrorMap;
  showErrors?: boolean;
  mode?: 'edit' | 'readOnly';
  context?: FormContext;
  registry?: WidgetRegistry;
  /** user-event with fake timers (call vi.useFakeTimers() first). */
  fakeTimers?: boolean;
}

export function testPage(items: ItemDefinition[]): PageDefinition {
  return { id: 'test', path: '/test', title: 'Test Page', step: 1, sections: [{ id: 'main', title: 'Main', items }] };
}

/** Renders a page with the real registry, store and renderer; returns the store and a user-event instance. */
export function renderForm(options: RenderFormOptions) {
  const page = options.page ?? testPage(options.items ?? []);
  const registry = options.registry ?? defaultRegistry;
  const store = createAnswerStore({
    pages: [page],
    initialState: { answers: options.answers ?? {}, ...options.state },
    context: { ...options.context, widgets: registry.specs },
  });
  const props = {
    page,
    registry,
    store,
    errors: options.errors ?? {},
    showErrors: options.showErrors ?? false,
    mode: options.mode ?? 'edit',
    services: options.services ?? {},
  } as const;
  const utils = render(<PageRenderer {...props} />);
  const user = options.fakeTimers
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    : userEvent.setup();
  return {
    ...utils,
    page,
    store,
    user,
    /** Re-render with some props changed (errors, showErrors, services, mode). */
    update: (next: Partial<Pick<RenderFormOptions, 'errors' | 'showErrors' | 'services' | 'mode'>>) =>
      utils.rerender(
        <PageRenderer
          {...props}
          errors={next.errors ?? props.errors}
          showErrors={next.showErrors ?? props.showErrors}
          services={next.services ?? props.services}
          mode={next.mode ?? props.mode}
        />,
      ),
  };
}
