import { pathToFileURL } from 'node:url';
import type { WidgetSpecs } from '@admissions/form-core';

/**
 * The widget specs a host module exports as `widgetSpecs` (for example
 * `export const widgetSpecs = defaultWidgetSpecs.extend({ likertScale: likertScaleSpec })`),
 * so config-lint knows the host's own widgets and checks their options.
 */
export async function loadWidgetSpecs(modulePath: string): Promise<WidgetSpecs> {
  let loaded: { widgetSpecs?: unknown };
  try {
    loaded = (await import(pathToFileURL(modulePath).href)) as { widgetSpecs?: unknown };
  } catch (error) {
    throw new Error(`--widgets: cannot load ${modulePath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const specs = loaded.widgetSpecs as Partial<WidgetSpecs> | undefined;
  if (!specs || typeof specs.get !== 'function' || typeof specs.names !== 'function') {
    throw new Error(`--widgets: ${modulePath} has no widgetSpecs export (a set made with createWidgetSpecs or extend)`);
  }
  return specs as WidgetSpecs;
}
