import type { WidgetComponent } from './WidgetProps.ts';

export type WidgetMap = Readonly<Record<string, WidgetComponent>>;

/** Keys of `Added` that are already registered become `never`, so passing them fails to type-check. */
export type NoDuplicateWidgets<Names extends string, Added extends WidgetMap> = Added & {
  [Name in keyof Added & Names]: never;
};

/** An immutable set of widgets by name. `extend` returns a new registry. */
export interface WidgetRegistry<Names extends string = string> {
  /** The widget registered under `name`, or undefined (the renderer then shows UnknownWidget). */
  get(name: string): WidgetComponent | undefined;
  has(name: string): boolean;
  /** Registered names, in registration order. */
  names(): Names[];
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
 * `createWidgetRegistry(defaultWidgets).extend({ myWidget: MyWidget })`.
 */
export function createWidgetRegistry<const Defaults extends WidgetMap = Record<never, WidgetComponent>>(
  defaults?: Defaults,
): WidgetRegistry<Extract<keyof Defaults, string>> {
  return registryFrom(new Map(Object.entries(defaults ?? {})));
}

function registryFrom<Names extends string>(entries: ReadonlyMap<string, WidgetComponent>): WidgetRegistry<Names> {
  return {
    get: (name) => entries.get(name),
    has: (name) => entries.has(name),
    names: () => [...entries.keys()] as Names[],
    extend(widgets) {
      const next = new Map(entries);
      for (const [name, component] of Object.entries(widgets as WidgetMap)) {
        if (next.has(name)) {
          throw new Error(`Widget "${name}" is already registered; pick another name.`);
        }
        next.set(name, component);
      }
      return registryFrom(next);
    },
  };
}
