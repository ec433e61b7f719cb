import type { AuthoredWidgetSpec } from './authoring/WidgetAuthoring.ts';
import type { WidgetSpec } from './WidgetSpec.ts';

export type WidgetSpecMap<Spec extends WidgetSpec = WidgetSpec> = Readonly<Record<string, Spec>>;

/** Keys of `Added` that are already registered become `never`, so passing them fails to type-check. */
export type NoDuplicateNames<Names extends string, Added extends object> = Added & {
  [Name in keyof Added & Names]: never;
};

/**
 * An immutable set of widget specs by name. `extend` returns a new set. `Spec`
 * is the run-time `WidgetSpec`, or `AuthoredWidgetSpec` for a set that config
 * checks read (each spec with its description and options schema).
 */
export interface WidgetSpecs<Names extends string = string, Spec extends WidgetSpec = WidgetSpec> {
  /** The spec registered under `name`, or undefined. */
  get(name: string): Spec | undefined;
  has(name: string): boolean;
  /** Registered names, in registration order. */
  names(): Names[];
  /**
   * A new set with these specs added. A name that is already registered is a
   * type error and, if it gets through (e.g. from untyped code), throws.
   */
  extend<const Added extends WidgetSpecMap<Spec>>(
    specs: NoDuplicateNames<Names, Added>,
  ): WidgetSpecs<Names | Extract<keyof Added, string>, Spec>;
}

/** A set of specs joined with their authoring parts: what config checks, config-lint and the generator read. */
export type AuthoredWidgetSpecs<Names extends string = string> = WidgetSpecs<Names, AuthoredWidgetSpec>;

/**
 * Creates a set of widget specs: a value passed to the engine, never a global.
 * `defaultWidgetSpecs.extend({ likertScale: likertScaleSpec })`.
 */
export function createWidgetSpecs<const Specs extends WidgetSpecMap>(
  specs: Specs,
): WidgetSpecs<Extract<keyof Specs, string>> {
  return specsFrom(new Map(Object.entries(specs)));
}

/**
 * Creates a set of specs with their authoring parts (see `withAuthoring`).
 * `authoredWidgetSpecs.extend({ likertScale: withAuthoring(likertScaleSpec, likertScaleAuthoring) })`.
 */
export function createAuthoredWidgetSpecs<const Specs extends WidgetSpecMap<AuthoredWidgetSpec>>(
  specs: Specs,
): AuthoredWidgetSpecs<Extract<keyof Specs, string>> {
  return specsFrom(new Map(Object.entries(specs)));
}

function specsFrom<Names extends string, Spec extends WidgetSpec>(
  entries: ReadonlyMap<string, Spec>,
): WidgetSpecs<Names, Spec> {
  return {
    get: (name) => entries.get(name),
    has: (name) => entries.has(name),
    names: () => [...entries.keys()] as Names[],
    extend(specs) {
      const next = new Map(entries);
      for (const [name, spec] of Object.entries(specs as WidgetSpecMap<Spec>)) {
        if (next.has(name)) throw new Error(`Widget "${name}" is already registered; pick another name.`);
        next.set(name, spec);
      }
      return specsFrom(next);
    },
  };
}
