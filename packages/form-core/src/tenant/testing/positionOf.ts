/**
 * 1-based line and column of the `occurrence`-th match of `needle` in `text`,
 * plus `shift` characters: computed from the text lines, independently of the
 * position code under test.
 */
export function positionOf(text: string, needle: string, occurrence = 1, shift = 0): { line: number; column: number } {
  let offset = -1;
  for (let i = 0; i < occurrence; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`occurrence ${occurrence} of ${JSON.stringify(needle)} not found`);
  }
  const lines = text.slice(0, offset + shift).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}
