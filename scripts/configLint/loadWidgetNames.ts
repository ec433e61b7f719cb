import { defaultWidgetNames } from '@admissions/form-core';

/**
 * The names of form-react's default widget registry: the widgets a page may
 * name. Loaded lazily because form-react pulls in React; when it cannot be
 * loaded the definition format's names are used, with a note on stderr.
 */
export async function loadWidgetNames(warn: (text: string) => void): Promise<string[]> {
  try {
    const formReact: { defaultWidgets?: Record<string, unknown> } = await import('@admissions/form-react');
    if (formReact.defaultWidgets) return Object.keys(formReact.defaultWidgets);
    warn(
      'config-lint: @admissions/form-react has no defaultWidgets export; checking widget names against the definition format',
    );
  } catch (error) {
    warn(
      `config-lint: could not load @admissions/form-react (${String(error)}); checking widget names against the definition format`,
    );
  }
  return [...defaultWidgetNames];
}
