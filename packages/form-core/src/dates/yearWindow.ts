/** The supported years around the current one: e.g. military service -74 / +2. */
export function yearWindow(offsetMin: number, offsetMax: number, now: Date): { min: number; max: number } {
  const year = now.getFullYear();
  return { min: year + offsetMin, max: year + offsetMax };
}
