import { pointerSegment } from '../../definition/walkItems.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import { templateMessages, templateProblem, templateRules } from './templateProblems.ts';

/**
 * `{n}` in a page outside an add-another block's template: nothing replaces
 * it there, so the key (or text) would keep the braces.
 */
export function templatePlacementInPages(pages: JsonSourceFile[]): TenantProblem[] {
  const problems: TenantProblem[] = [];
  for (const file of pages) {
    const walk = (value: unknown, pointer: string): void => {
      if (typeof value === 'string') {
        if (value.includes('{n}')) {
          problems.push(
            templateProblem(file, pointer, false, templateRules.placement, templateMessages.placement(value)),
          );
        }
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((entry, i) => walk(entry, `${pointer}/${i}`));
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      const isBlock = (value as { kind?: unknown }).kind === 'addAnother';
      for (const [name, entry] of Object.entries(value)) {
        if (isBlock && name === 'template') continue;
        walk(entry, `${pointer}/${pointerSegment(name)}`);
      }
    };
    walk(file.value, '');
  }
  return problems;
}
