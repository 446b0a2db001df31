/**
 * The paired statistics of a sweep (docs/sweeps.md): McNemar's exact test on the discordant pairs
 * of two variants, and Holm's step-down correction when one leader is tested against several
 * variants at once. Plain functions of counts, shared by the core, the app and the benchmark.
 */

/** ln C(n, k) for every k in 0..n, built by the multiplicative recurrence (exact to ~1e-12 relative). */
function logBinomials(n: number): Float64Array {
  const out = new Float64Array(n + 1);
  for (let k = 0; k < n; k++) out[k + 1] = out[k]! + Math.log(n - k) - Math.log(k + 1);
  return out;
}

/** ln(e^a + e^b) without overflow. */
function logAdd(a: number, b: number): number {
  if (a === -Infinity) return b;
  const hi = Math.max(a, b);
  return hi + Math.log1p(Math.exp(Math.min(a, b) - hi));
}

/** P(X ≤ k) for X ~ Binomial(n, 1/2), in log space so that n in the tens of thousands is fine. */
export function binomialHalfCdf(k: number, n: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  const lnC = logBinomials(n);
  let acc = -Infinity;
  for (let i = 0; i <= k; i++) acc = logAdd(acc, lnC[i]!);
  return Math.min(1, Math.exp(acc - n * Math.LN2));
}

/**
 * McNemar's exact test, two-sided: `b` pairs where the first variant alone was right, `c` where
 * the second alone was. Under "no difference" each discordant pair falls either way with
 * probability 1/2, so p = 2·P(X ≤ min(b, c)) for X ~ Binomial(b + c, 1/2), at most 1.
 * Concordant pairs carry no information about the difference and do not enter.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  return Math.min(1, 2 * binomialHalfCdf(Math.min(b, c), n));
}

/**
 * McNemar's exact test, one-sided: the chance of `b` or more of the `b + c` discordant pairs
 * falling the first variant's way if neither were better, P(X ≥ b) = P(X ≤ c). The test for "the
 * first is better than the second": the one error a race must guard against is dropping a variant
 * that is not behind, so its drops use this test (at least ½ when b ≤ c).
 */
export function mcnemarOneSided(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  return binomialHalfCdf(c, n);
}

/**
 * Holm's step-down adjustment of m p-values: sorted ascending, the i-th (from 0) is multiplied by
 * m − i, and the adjusted values are made non-decreasing in that order. Rejecting every
 * hypothesis whose adjusted p is ≤ α keeps the family-wise error at α, for any dependence.
 * Answers the adjusted p-values in the order given.
 */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
