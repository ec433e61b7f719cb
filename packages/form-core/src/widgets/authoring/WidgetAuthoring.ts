import type { WidgetOptionsObject } from '../../definition/types.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';

/** A JSON Schema (draft-07) as plain data. */
export type JsonSchemaObject = Readonly<Record<string, unknown>>;

/**
 * What authoring needs of a widget and the form at run time does not: the
 * words of the docs and page.schema.json, and the JSON Schema that config
 * checks test a question's `options` against. Kept apart from the run-time
 * `WidgetSpec` so that the applicant's browser never downloads it.
 */
export interface WidgetAuthoring {
  /** One sentence for the docs and the definition JSON Schema. */
  description: string;
  /** JSON Schema (draft-07) of the question's `options`; every property with a title and a description. */
  optionsSchema: JsonSchemaObject;
}

/** A run-time spec joined with its authoring part: what config checks, the generator and config-lint read. */
export type AuthoredWidgetSpec<Options extends object = WidgetOptionsObject> = WidgetSpec<Options> & WidgetAuthoring;

/** Joins a run-time spec with its authoring part. */
export function withAuthoring<Options extends object>(
  spec: WidgetSpec<Options>,
  authoring: WidgetAuthoring,
): AuthoredWidgetSpec<Options> {
  return { ...spec, description: authoring.description, optionsSchema: authoring.optionsSchema };
}
