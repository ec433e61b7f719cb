import { describe, expect, it } from 'vitest';
import { formTheme } from '../theme/formTheme.ts';
import themeCss from '../theme/formTheme.css?raw';

// Every stylesheet of the package, as text.
const stylesheets = import.meta.glob<string>('../**/*.css', { query: '?raw', import: 'default', eager: true });

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom properties formTheme.css must declare, each with formTheme's value. */
function expectedTokens(): Record<string, string> {
  const tokens: Record<string, string> = {
    '--fr-touch-target': formTheme.touchTarget,
    '--fr-select-menu-max-height': `${formTheme.select.menuMaxHeight}px`,
  };
  for (const [name, value] of Object.entries(formTheme.colors)) tokens[`--fr-color-${kebab(name)}`] = value;
  for (const [size, value] of Object.entries(formTheme.modalSizes)) tokens[`--fr-modal-${size}`] = value;
  for (const [size, value] of Object.entries(formTheme.modalSizesTablet)) tokens[`--fr-modal-tablet-${size}`] = value;
  for (const [size, value] of Object.entries(formTheme.spinnerSizes)) tokens[`--fr-spinner-${size}`] = value;
  return tokens;
}

/** The declarations of the stylesheet's `:root` block. */
function rootTokens(css: string): Record<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const declarations = block.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g);
  return Object.fromEntries([...declarations].map(([, name = '', value = '']) => [name, value.trim()]));
}

describe('formTheme.css', () => {
  it('declares every token of formTheme.ts, with the same value, and no other', () => {
    expect(rootTokens(themeCss)).toEqual(expectedTokens());
  });

  it('uses only tokens it declares', () => {
    expect(Object.keys(stylesheets)).toContain('../theme/formTheme.css');
    const declared = new Set(Object.keys(rootTokens(themeCss)));
    for (const [file, css] of Object.entries(stylesheets)) {
      const used = [...css.matchAll(/var\((--fr-[\w-]+)\)/g)].map(([, name]) => name);
      expect({ file, unknown: used.filter((name) => !declared.has(name ?? '')) }).toEqual({ file, unknown: [] });
    }
  });

  it('has media queries only at formTheme breakpoints', () => {
    const breakpoints: number[] = Object.values(formTheme.breakpoints);
    for (const [file, css] of Object.entries(stylesheets)) {
      const widths = [...css.matchAll(/@media \((?:max|min)-width: (\d+)px\)/g)].map(([, width]) => Number(width));
      expect({ file, off: widths.filter((width) => !breakpoints.includes(width)) }).toEqual({ file, off: [] });
    }
  });
});
