import { pathToFileURL } from 'node:url';
import type { AuthoredWidgetSpecs } from '@admissions/form-core';

/**
 * The widget specs a host module exports as `widgetSpecs`, each joined with
 * its authoring part (for example `export const widgetSpecs =
 * authoredWidgetSpecs.extend({ likertScale: withAuthoring(likertScaleSpec, likertScaleAuthoring) })`),
 * so config-lint knows the host's own widgets and checks their options.
 */
export async function loadWidgetSpecs(modulePath: string): Promise<AuthoredWidgetSpecs> {
  let loaded: { widgetSpecs?: unknown };
  try {
    loaded = (await import(pathToFileURL(modulePath).href)) as { widgetSpecs?: unknown };
  } catch (error) {
    throw new Error(`--widgets: cannot load ${modulePath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const specs = loaded.widgetSpecs as Partial<AuthoredWidgetSpecs> | undefined;
  if (!specs || typeof specs.get !== 'function' || typeof specs.names !== 'function') {
    throw new Error(`--widgets: ${modulePath} has no widgetSpecs export (a set made with createWidgetSpecs or extend)`);
  }
  const unchecked = specs.names().filter((name) => typeof specs.get?.(name)?.optionsSchema !== 'object');
  if (unchecked.length > 0) {
    throw new Error(
      `--widgets: ${modulePath}: no options schema for ${unchecked.join(', ')}; export the specs joined with their authoring parts (authoredWidgetSpecs.extend({ name: withAuthoring(spec, authoring) }))`,
    );
  }
  return specs as AuthoredWidgetSpecs;
}
