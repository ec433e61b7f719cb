import type { TenantTheme } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import appThemeCss from '../appTheme.css?raw';
import { statusColorVariable, statusColors, themeDefaults, themeVariable } from '../appTheme.ts';

/** The custom properties declared in the stylesheet's `:root` block, by name. */
function rootProperties(css: string): Map<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const withoutComments = block.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  );
}

describe('appTheme.css', () => {
  const root = rootProperties(appThemeCss);

  it("declares themeDefaults as the tenant colours' :root values", () => {
    const declared = Object.fromEntries([...root].filter(([name]) => name.startsWith('--theme-')));
    const expected = Object.fromEntries(
      (Object.keys(themeDefaults) as (keyof TenantTheme)[]).map((name) => [themeVariable(name), themeDefaults[name]]),
    );
    expect(declared).toEqual(expected);
  });

  it('declares the fixed status colours with the values of statusColors', () => {
    const declared = Object.fromEntries([...root].filter(([name]) => name.startsWith('--app-color-')));
    const expected = Object.fromEntries(
      (Object.keys(statusColors) as (keyof typeof statusColors)[]).map((name) => [
        statusColorVariable(name),
        statusColors[name],
      ]),
    );
    expect(declared).toEqual(expected);
  });
});
