import type { WidgetSpec } from './WidgetSpec.ts';

export type WidgetSpecMap = Readonly<Record<string, WidgetSpec>>;

/** Keys of `Added` that are already registered become `never`, so passing them fails to type-check. */
export type NoDuplicateNames<Names extends string, Added extends object> = Added & {
  [Name in keyof Added & Names]: never;
};

/** An immutable set of widget specs by name. `extend` returns a new set. */
export interface WidgetSpecs<Names extends string = string> {
  /** The spec registered under `name`, or undefined. */
  get(name: string): WidgetSpec | undefined;
  has(name: string): boolean;
  /** Registered names, in registration order. */
  names(): Names[];
  /**
   * A new set with these specs added. A name that is already registered is a
   * type error and, if it gets through (e.g. from untyped code), throws.
   */
  extend<const Added extends WidgetSpecMap>(
    specs: NoDuplicateNames<Names, Added>,
  ): WidgetSpecs<Names | Extract<keyof Added, string>>;
}

/**
 * Creates a set of widget specs: a value passed to the engine, never a global.
 * `defaultWidgetSpecs.extend({ likertScale: likertScaleSpec })`.
 */
export function createWidgetSpecs<const Specs extends WidgetSpecMap>(
  specs: Specs,
): WidgetSpecs<Extract<keyof Specs, string>> {
  return specsFrom(new Map(Object.entries(specs)));
}

function specsFrom<Names extends string>(entries: ReadonlyMap<string, WidgetSpec>): WidgetSpecs<Names> {
  return {
    get: (name) => entries.get(name),
    has: (name) => entries.has(name),
    names: () => [...entries.keys()] as Names[],
    extend(specs) {
      const next = new Map(entries);
      for (const [name, spec] of Object.entries(specs as WidgetSpecMap)) {
        if (next.has(name)) throw new Error(`Widget "${name}" is already registered; pick another name.`);
        next.set(name, spec);
      }
      return specsFrom(next);
    },
  };
}
