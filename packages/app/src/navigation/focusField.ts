/** Scrolls to and focuses the field of an answer key (its input id is the key). */
export function focusField(key: string): boolean {
  const element = document.getElementById(decodeURIComponent(key));
  if (!element) return false;
  const focusable = element.matches('input, select, textarea, button, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]');
  const target = focusable ?? element;
  if (!focusable) target.setAttribute('tabindex', '-1');
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
  return true;
}
