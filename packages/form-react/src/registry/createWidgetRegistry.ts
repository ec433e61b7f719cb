import { createWidgetSpecs } from '@admissions/form-core';
import type { WidgetOptionsObject, WidgetSpec, WidgetSpecs } from '@admissions/form-core';
import type { WidgetComponent } from './WidgetProps.ts';

/** A widget: its spec in form-core (what the engine knows of it) and the component that renders it. */
export interface WidgetBinding {
  spec: WidgetSpec;
  component: WidgetComponent;
  /** A lazily bound widget's code (bindLazyWidget): starts loading it; resolves once it is there. */
  preload?: () => Promise<unknown>;
}

/**
 * Binds a component to a spec. Both are typed for the same options, so a
 * component cannot be bound to a spec whose options it does not read.
 */
export function bindWidget<Options extends object>(
  spec: WidgetSpec<Options>,
  component: WidgetComponent<Options>,
): WidgetBinding {
  // The renderer hands a component only questions of its own widget, whose
  // options were checked against this spec's options schema.
  return { spec: spec as WidgetSpec, component: component as unknown as WidgetComponent<WidgetOptionsObject> };
}

export type WidgetMap = Readonly<Record<string, WidgetBinding>>;

/** Keys of `Added` that are already registered become `never`, so passing them fails to type-check. */
export type NoDuplicateWidgets<Names extends string, Added extends WidgetMap> = Added & {
  [Name in keyof Added & Names]: never;
};

/** An immutable set of widgets by name. `extend` returns a new registry. */
export interface WidgetRegistry<Names extends string = string> {
  /** The component registered under `name`, or undefined (the renderer then shows UnknownWidget). */
  get(name: string): WidgetComponent | undefined;
  has(name: string): boolean;
  /** Registered names, in registration order. */
  names(): Names[];
  /**
   * The specs of the registered widgets: give them to the answer store
   * (`context.widgets`) and to the configuration checks, so the engine knows
   * every widget the registry renders.
   */
  specs: WidgetSpecs<Names>;
  /**
   * A new registry with these widgets added. A name that is already registered
   * is a type error and, if it gets through (e.g. from untyped code), throws.
   */
  extend<const Added extends WidgetMap>(
    widgets: NoDuplicateWidgets<Names, Added>,
  ): WidgetRegistry<Names | Extract<keyof Added, string>>;
}

/**
 * Creates a widget registry: a value passed to the renderer, never a global.
 * `createWidgetRegistry(defaultWidgets).extend({ likertScale: bindWidget(likertScaleSpec, LikertScaleWidget) })`.
 */
export function createWidgetRegistry<const Defaults extends WidgetMap = Record<never, WidgetBinding>>(
  defaults?: Defaults,
): WidgetRegistry<Extract<keyof Defaults, string>> {
  return registryFrom(new Map(Object.entries(defaults ?? {})));
}

function registryFrom<Names extends string>(entries: ReadonlyMap<string, WidgetBinding>): WidgetRegistry<Names> {
  const specs = createWidgetSpecs(
    Object.fromEntries([...entries].map(([name, binding]) => [name, binding.spec])),
  ) as WidgetSpecs<Names>;
  return {
    get: (name) => entries.get(name)?.component,
    has: (name) => entries.has(name),
    names: () => [...entries.keys()] as Names[],
    specs,
    extend(widgets) {
      const next = new Map(entries);
      for (const [name, binding] of Object.entries(widgets as WidgetMap)) {
        if (next.has(name)) {
          throw new Error(`Widget "${name}" is already registered; pick another name.`);
        }
        next.set(name, binding);
      }
      return registryFrom(next);
    },
  };
}
