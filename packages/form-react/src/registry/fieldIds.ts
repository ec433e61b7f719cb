import type { FieldIds } from './WidgetProps.ts';

/** The ids of one answer key's input, label, hint and error text. */
export function fieldIds(key: string): FieldIds {
  return { input: key, label: `${key}-label`, hint: `${key}-hint`, error: `${key}-error` };
}

/** `aria-describedby` for an input: its hint (if any) and its errors (if any). */
export function describedBy(ids: FieldIds, hasHint: boolean, hasErrors: boolean, extra?: string): string | undefined {
  const parts = [hasHint ? ids.hint : undefined, extra, hasErrors ? ids.error : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
