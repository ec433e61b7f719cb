/**
 * The two-sided sign test: the probability of a split at least as uneven as
 * `wins` against `losses` if either side were equally likely to win each pair
 * (ties left out). Small values mean the difference is unlikely to be chance.
 */
export function signTestPValue(wins: number, losses: number): number {
  const trials = wins + losses;
  if (trials === 0) return 1;
  const fewer = Math.min(wins, losses);
  // P(X <= fewer) for X ~ Binomial(trials, 1/2), built term by term: C(n, k+1) = C(n, k) * (n - k) / (k + 1).
  let term = 0.5 ** trials;
  let tail = 0;
  for (let k = 0; k <= fewer; k++) {
    tail += term;
    term = (term * (trials - k)) / (k + 1);
  }
  return Math.min(1, 2 * tail);
}
