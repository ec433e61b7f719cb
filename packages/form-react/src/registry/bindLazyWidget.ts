import type { QuestionDefinition, WidgetSpec } from '@admissions/form-core';
import { createLazyComponent } from '../lazy/createLazyComponent.tsx';
import type { WidgetBinding } from './createWidgetRegistry.ts';
import type { WidgetComponent, WidgetProps } from './WidgetProps.ts';

/**
 * Binds a component whose code is its own chunk, loaded the first time one
 * of its questions is shown (or `preload`ed): pass
 * `async () => (await import('./MyWidget.tsx')).MyWidget`. Until it has
 * arrived the question shows nothing; then it renders at once, in every later
 * question too. The spec is bound at once (the engine needs it before any
 * question shows), and so is `ownKeys`, the keys the widget's inputs read
 * themselves, which the host reads before rendering it.
 */
export function bindLazyWidget<Options extends object>(
  spec: WidgetSpec<Options>,
  importer: () => Promise<WidgetComponent<Options>>,
  ownKeys?: (question: QuestionDefinition<Options>) => readonly string[],
): WidgetBinding {
  const lazy = createLazyComponent<WidgetProps<Options>>(importer);
  const component: WidgetComponent<Options> = ownKeys ? Object.assign(lazy, { ownKeys }) : lazy;
  // Like bindWidget: the renderer hands a component only questions of its own widget, checked against this spec.
  return {
    spec: spec as WidgetSpec,
    component: component as unknown as WidgetBinding['component'],
    preload: () => lazy.preload(),
  };
}
