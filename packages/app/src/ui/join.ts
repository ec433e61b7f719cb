/** The class names given, skipping the absent ones, as one className. */
export function join(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
