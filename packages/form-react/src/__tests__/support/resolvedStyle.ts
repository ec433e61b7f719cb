/**
 * Computed styles as a browser resolves them. jsdom computes the cascade of the style sheets but leaves `var()`
 * references as written and skips media rules that do not name `screen`; these helpers resolve the references
 * (custom properties inherit: the nearest element that sets one wins) and read the rules of one media query.
 */

/** `getComputedStyle(element)[property]` with its `var()` references resolved. */
export function resolvedStyle(element: Element, property: string): string {
  return resolveVars(element, getComputedStyle(element).getPropertyValue(property));
}

/**
 * The value the last style rule inside `@media <mediaText>` that matches `element` gives `property`, with its
 * `var()` references resolved ('' when no such rule sets it).
 */
export function resolvedMediaStyle(element: Element, mediaText: string, property: string): string {
  let value = '';
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== mediaText) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        value = inner.style.getPropertyValue(property) || value;
      }
    }
  }
  return resolveVars(element, value);
}

function resolveVars(element: Element, value: string): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_reference, name: string) => customProperty(element, name));
}

function customProperty(element: Element, name: string): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).getPropertyValue(name).trim();
    if (value !== '') return resolveVars(node, value);
  }
  return '';
}
