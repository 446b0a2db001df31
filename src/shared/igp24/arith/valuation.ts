/**
 * p-adic valuations of large integers. A discriminant of a scaled polynomial carries p^500 and
 * more: dividing by p once per unit of valuation costs v remainders of a number of thousands of
 * bits; dividing by p, p², p⁴, … while they divide, then by the same powers in reverse where they
 * still do, costs about 2·log2(v).
 */

/** v_p(a) and a / p^v_p(a), for a ≠ 0 and p > 1. */
export function splitPower(a0: bigint, p: bigint): { v: number; rest: bigint } {
  let rest = a0;
  let v = 0;
  const powers: bigint[] = [];
  for (let q = p, e = 1; rest % q === 0n; q *= q, e *= 2) {
    rest /= q;
    v += e;
    powers.push(q);
  }
  // What is left has valuation below the last power tried: its binary digits, greatest first.
  for (let i = powers.length - 1; i >= 0; i--) {
    if (rest % powers[i]! === 0n) {
      rest /= powers[i]!;
      v += 2 ** i;
    }
  }
  return { v, rest };
}

/** v_p(a) for a ≠ 0, or `cap` when it is at least that (a caller that needs no more). */
export function valuation(a: bigint, p: bigint, cap = Number.POSITIVE_INFINITY): number {
  if (cap <= 0 || a % p !== 0n) return 0;
  return Math.min(cap, splitPower(a, p).v);
}
