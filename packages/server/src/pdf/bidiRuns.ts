import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Explicit direction marks and embeddings: they steer the algorithm and are not drawn. */
const bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A stretch of one line at one embedding level in one face; `text` in logical order. */
export interface BidiRun<Face> {
  /** The characters in the order they were typed, right-to-left ones mirrored ("(" as ")"). */
  text: string;
  /** The resolved embedding level: odd is right-to-left. */
  level: number;
  face: Face;
}

/**
 * Splits one line into runs by the Unicode bidirectional algorithm and by
 * face, and returns them in visual order, left to right. The paragraph's
 * direction is that of its first strong character (an Arabic name makes the
 * line right-to-left; "Applicant: " before it keeps it left-to-right). Each
 * run keeps its characters in logical order for the shaper, which draws a
 * right-to-left run from the right; a left-to-right stretch inside a
 * right-to-left line (an e-mail address, digits) stays one run in its own
 * order.
 *
 * `faceFor` picks the face of each character, given the face of the run it
 * would continue (undefined at a change of level), so spaces and marks can
 * stay with the run they are in.
 */
export function bidiRuns<Face>(
  text: string,
  faceFor: (char: string, current: Face | undefined) => Face,
): BidiRun<Face>[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text);
  const runs: BidiRun<Face>[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index]!;
    index += char.length;
    if (bidiControl.test(char)) continue;
    const last = runs[runs.length - 1];
    const continues = last !== undefined && last.level === level;
    const face = faceFor(char, continues ? last.face : undefined);
    const drawn = level % 2 === 1 ? (bidi.getMirroredCharacter(char) ?? char) : char;
    if (continues && last.face === face) last.text += drawn;
    else runs.push({ text: drawn, level, face });
  }
  return visualOrder(runs);
}

/**
 * Rule L2 of the algorithm on whole runs: from the highest level down to the
 * lowest odd one, every maximal sequence of runs at that level or higher is
 * reversed.
 */
function visualOrder<Run extends { level: number }>(runs: Run[]): Run[] {
  let highest = 0;
  let lowestOdd = Number.POSITIVE_INFINITY;
  for (const run of runs) {
    highest = Math.max(highest, run.level);
    if (run.level % 2 === 1) lowestOdd = Math.min(lowestOdd, run.level);
  }
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length;) {
      if (runs[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < runs.length && runs[end]!.level >= level) end++;
      const reversed = runs.slice(start, end).reverse();
      runs.splice(start, end - start, ...reversed);
      start = end;
    }
  }
  return runs;
}
