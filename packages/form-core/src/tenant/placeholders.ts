import type { TenantConfig } from '../definition/types.ts';

/**
 * Placeholders let tenant texts show values of tenant.json instead of copies
 * of them: `{partner.testAgencies.sat.code}`, `{partner.helpEmail}`,
 * `{branding.shortName}`. A placeholder is `{namespace.path}`: braces holding
 * a name, a dot and a path, so `{n}` (add-another) and `{key}` are not placeholders.
 */
export const placeholderPattern = /\{([A-Za-z][A-Za-z0-9_]*)\.([A-Za-z0-9_.-]+)\}/g;

/** The parts of tenant.json a placeholder may name. */
export const placeholderNamespaces = ['partner', 'branding'] as const;
export type PlaceholderNamespace = (typeof placeholderNamespaces)[number];

/** Which files hold texts, and where in them (a path of property names and indexes). */
export type TextFileKind = 'tenant' | 'page' | 'schema';

/**
 * Whether the string at `path` of a file is a text an applicant reads:
 * tenant.json's banners, modals and texts; every string of a page (labels,
 * hints, content, option labels; keys never contain a placeholder); the
 * `errorMessage`s of validation schemas.
 */
export function isTextPath(kind: TextFileKind, path: readonly string[]): boolean {
  if (kind === 'page') return true;
  if (kind === 'schema') return path.includes('errorMessage');
  return path[0] === 'banners' || path[0] === 'modals' || path[0] === 'texts';
}

export type PlaceholderLookup =
  | { ok: true; value: string }
  | { ok: false; reason: 'unknown-namespace' | 'unknown-value' | 'not-a-value'; known: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value a placeholder names, or why it names none (with the names that exist at that level). */
export function lookupPlaceholder(config: TenantConfig, namespace: string, path: string): PlaceholderLookup {
  if (!(placeholderNamespaces as readonly string[]).includes(namespace)) {
    return { ok: false, reason: 'unknown-namespace', known: [...placeholderNamespaces] };
  }
  let node: unknown = (config as unknown as Record<string, unknown>)[namespace];
  let at = namespace;
  for (const segment of path.split('.')) {
    if (!isPlainObject(node) || !Object.hasOwn(node, segment)) {
      const known = isPlainObject(node) ? Object.keys(node).map((name) => `${at}.${name}`) : [];
      return { ok: false, reason: 'unknown-value', known };
    }
    node = node[segment];
    at = `${at}.${segment}`;
  }
  if (typeof node === 'string' || typeof node === 'number') return { ok: true, value: String(node) };
  const known = isPlainObject(node) ? Object.keys(node).map((name) => `${at}.${name}`) : [];
  return { ok: false, reason: 'not-a-value', known };
}

/** Replaces every placeholder that names a value; others stay as written (the loader reports them). */
export function resolvePlaceholders(text: string, config: TenantConfig): string {
  return text.replace(placeholderPattern, (whole, namespace: string, path: string) => {
    const found = lookupPlaceholder(config, namespace, path);
    return found.ok ? found.value : whole;
  });
}

/** A copy of a JSON value with placeholders resolved in its text strings (see isTextPath). */
export function resolveTextPlaceholders<T>(value: T, kind: TextFileKind, config: TenantConfig): T {
  const visit = (node: unknown, path: string[]): unknown => {
    if (typeof node === 'string') return isTextPath(kind, path) ? resolvePlaceholders(node, config) : node;
    if (Array.isArray(node)) return node.map((child, index) => visit(child, [...path, String(index)]));
    if (isPlainObject(node)) {
      const copy: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(node)) {
        Object.defineProperty(copy, name, {
          value: visit(child, [...path, name]),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    }
    return node;
  };
  return visit(value, []) as T;
}

/** Every `namespace.path` a text names (for the unused-value check). */
export function placeholdersIn(text: string): { namespace: string; path: string; index: number; text: string }[] {
  return [...text.matchAll(placeholderPattern)].map((match) => ({
    namespace: match[1]!,
    path: match[2]!,
    index: match.index,
    text: match[0],
  }));
}
