/** The companion key holding the chosen label of a coded answer. */
export function descKey(key: string): string {
  return `${key}_desc`;
}
