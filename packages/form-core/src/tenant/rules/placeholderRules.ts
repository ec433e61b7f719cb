import type { Node } from 'jsonc-parser';
import type { TenantConfig } from '../../definition/types.ts';
import { lineColumnAt, positionOfPointer } from '../json/jsonPositions.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import { isTextPath, lookupPlaceholder, placeholdersIn, type TextFileKind } from '../placeholders.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { TenantSources } from '../tenantSources.ts';

interface TextString {
  file: JsonSourceFile;
  node: Node;
  value: string;
}

/** The text strings of a file (see isTextPath), with their nodes for positions. */
function textStrings(file: JsonSourceFile, kind: TextFileKind): TextString[] {
  const found: TextString[] = [];
  const visit = (node: Node, path: string[]): void => {
    if (node.type === 'string' && typeof node.value === 'string') {
      if (isTextPath(kind, path)) found.push({ file, node, value: node.value });
      return;
    }
    if (node.type === 'array') {
      (node.children ?? []).forEach((child, index) => visit(child, [...path, String(index)]));
      return;
    }
    if (node.type !== 'object') return;
    for (const property of node.children ?? []) {
      const [name, value] = property.children ?? [];
      if (name && value) visit(value, [...path, String(name.value)]);
    }
  };
  if (file.tree) visit(file.tree, []);
  return found;
}

/** Every text string of the tenant: tenant.json, the pages and the validation schemas. */
function tenantTexts(sources: TenantSources): TextString[] {
  return [
    ...(sources.config ? textStrings(sources.config, 'tenant') : []),
    ...sources.pages.flatMap((file) => textStrings(file, 'page')),
    ...sources.schemas.flatMap((file) => textStrings(file, 'schema')),
  ];
}

/** Where a placeholder sits: searched in the string's raw JSON text (its characters are never escaped). */
function placeholderPosition(text: TextString, placeholder: string, occurrence: number) {
  const raw = text.file.text.slice(text.node.offset, text.node.offset + text.node.length);
  let at = -1;
  for (let i = 0; i <= occurrence; i++) at = raw.indexOf(placeholder, at + 1);
  return lineColumnAt(text.file.text, text.node.offset + Math.max(at, 0));
}

function unknownMessage(placeholder: string, lookup: Exclude<ReturnType<typeof lookupPlaceholder>, { ok: true }>) {
  const known = lookup.known.length > 0 ? `; known: ${lookup.known.map((name) => `{${name}}`).join(', ')}` : '';
  switch (lookup.reason) {
    case 'unknown-namespace':
      return `unknown placeholder ${placeholder}: placeholders start with partner. or branding.${known}`;
    case 'not-a-value':
      return `placeholder ${placeholder} names a group of values in tenant.json, not one value${known}`;
    default:
      return `unknown placeholder ${placeholder}: tenant.json has no such value${known}`;
  }
}

/** The string and number values of the partner object with their paths (`testAgencies.sat.code`). */
function partnerLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string' || typeof value === 'number') return [path];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, child]) => partnerLeaves(child, [...path, name]));
}

/**
 * `unknown-placeholder`: a placeholder naming no value, at the placeholder.
 * `unused-partner-value`: a partner value no text shows, at the value in
 * tenant.json (partner values exist to be rendered: remove it or show it).
 */
export function checkPlaceholders(sources: TenantSources, config: TenantConfig): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const used = new Set<string>();
  for (const text of tenantTexts(sources)) {
    const seen = new Map<string, number>();
    for (const placeholder of placeholdersIn(text.value)) {
      const occurrence = seen.get(placeholder.text) ?? 0;
      seen.set(placeholder.text, occurrence + 1);
      const lookup = lookupPlaceholder(config, placeholder.namespace, placeholder.path);
      if (lookup.ok) {
        if (placeholder.namespace === 'partner') used.add(placeholder.path);
        continue;
      }
      problems.push({
        file: text.file.path,
        ...placeholderPosition(text, placeholder.text, occurrence),
        rule: 'unknown-placeholder',
        message: unknownMessage(placeholder.text, lookup),
      });
    }
  }
  const tenantFile = sources.config;
  if (tenantFile) {
    for (const path of partnerLeaves(config.partner)) {
      if (used.has(path.join('.'))) continue;
      const pointer = `/partner/${path.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
      problems.push({
        file: tenantFile.path,
        ...positionOfPointer(tenantFile.text, tenantFile.tree, pointer),
        rule: 'unused-partner-value',
        message: `partner.${path.join('.')} is shown by no text: add {partner.${path.join('.')}} to a text (a banner, modal, text or page) or remove it`,
      });
    }
  }
  return problems;
}
