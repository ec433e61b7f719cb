/** Levenshtein distance, case-insensitive (a typo such as "minLenght" is two edits from "minLength"). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** The candidate a misspelt word most likely means, when one is close enough to suggest. */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** `; did you mean "minLength"?` or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const close = closestWord(word, candidates);
  return close === undefined || close === word ? '' : `; did you mean "${close}"?`;
}
