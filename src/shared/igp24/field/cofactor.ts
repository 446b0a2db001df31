/**
 * The cofactor c of |disc f| left once the known primes are removed: composite, its primes
 * unknown. Dedekind's criterion runs modulo c as if c were prime (the approach of Buchmann and
 * Lenstra, "Approximating rings of integers in number fields", 1994): each step either works
 * modulo every prime of c at once, or meets a zero divisor whose gcd with c splits it.
 *
 * What that settles without factoring c:
 * - c = s² and Dedekind modulo s finds Z of degree m ≥ 1 with f ≡ U·Z (mod s): O′ = Z[α] +
 *   θ·Z[α], θ = U(α)/s, is an order once θ² ∈ O′ is checked, and [O′ : Z[α]] = s^m divides the
 *   index. When s^(2m) = c, disc O′ is prime to s, so O′ is maximal at every prime of c: exact.
 *   LMFDB polynomials often have just this: an index of primes too large to find.
 * - a zero divisor met on the way splits s; the parts, refined to pairwise coprime powers b^e,
 *   are handled again: a prime (or a prime's power) joins the known primes; a part below B³ that
 *   is no power is squarefree.
 * Anything else stays unresolved: its square divisors are unknown, and the value is a bound.
 * Finding the squarefree part of an integer is as hard as factoring it (Chistov), so some must.
 */

import { isProbablePrime } from '../arith/millerRabin';
import { bitLength, gcdInt } from '../arith/poly';
import { perfectPowerRoot } from '../primes/perfectPower';
import { MAX_COFACTOR_BITS } from '../primes/primes';
import { dedekind } from './dedekind';
import { divmodFp, mulFp, reduceFp, ZeroDivisor } from './polyModP';

export interface CofactorResolution {
  /** Primes of c found; the caller runs Dedekind and Round 2 at each (with its power in |disc f|). */
  primes: bigint[];
  /** The product of s^m over the verified orders: it divides the index, and settles its part of c. */
  index: bigint;
  /** The part of c whose square divisors are unknown (1 when none). */
  unresolved: bigint;
  /** The verified orders Z[α] + (U(α)/s)·Z[α] (a reduction's integral basis starts from them). */
  orders: { s: bigint; U: bigint[] }[];
}

/** Parts handled at most: every split shrinks them, this only bounds the work. */
const MAX_PARTS = 32;

/** c > 1 free of primes up to B; knownComposite: a number already known not to be prime. */
export function resolveCofactor(
  f: readonly bigint[],
  c: bigint,
  B: bigint,
  knownComposite: bigint | null,
  /** Also run Dedekind modulo a part that is no power, for the zero divisors that split it (a reduction's order). */
  splitAll = false,
): CofactorResolution {
  const out: CofactorResolution = { primes: [], index: 1n, unresolved: 1n, orders: [] };
  const isPrime = (x: bigint) =>
    x !== knownComposite && bitLength(x) <= MAX_COFACTOR_BITS && isProbablePrime(x);
  // Every prime of c exceeds B > 2^minRootBits, which bounds the exponents worth a root.
  const minRootBits = bitLength(B) - 1;
  const queue = c > 1n ? [c] : [];
  for (let parts = 0; queue.length > 0; parts++) {
    const x = queue.pop()!;
    if (parts >= MAX_PARTS) {
      out.unresolved *= x;
      continue;
    }
    const { root, exponent } = perfectPowerRoot(x, minRootBits);
    if (isPrime(root)) {
      out.primes.push(root);
      continue;
    }
    if (exponent === 1 && x < B * B * B) continue; // q or q·q′, q ≠ q′: no square, no index prime
    // Only a square part can be settled without its primes. Dedekind modulo a part that is no
    // power found nothing on the LMFDB baseline and cost 2.5× the whole check on random lines.
    // splitAll: modulo the root itself, whatever the exponent — its zero divisors split the part
    // into primes, where Round 2 settles everything.
    const trial: Trial = splitAll
      ? squareOrder(f, root)
      : exponent % 2 === 0
        ? squareOrder(f, root ** BigInt(exponent / 2))
        : { kind: 'none' };
    if (trial.kind === 'split') queue.push(...coprimeParts(x, trial.factor));
    else if (trial.kind === 'order' && x % trial.s ** BigInt(2 * trial.m) === 0n) {
      out.index *= trial.s ** BigInt(trial.m);
      out.orders.push({ s: trial.s, U: trial.U });
      const rest = x / trial.s ** BigInt(2 * trial.m);
      if (rest > 1n) out.unresolved *= rest;
    } else out.unresolved *= x; // nothing settled (an index s^m whose square exceeds x cannot be)
  }
  return out;
}

type Trial =
  | { kind: 'split'; factor: bigint }
  | { kind: 'order'; s: bigint; m: number; U: bigint[] }
  | { kind: 'none' };

/** Dedekind modulo s (c = s²) and, when it finds Z of degree m ≥ 1, the order O′ checked. */
function squareOrder(f: readonly bigint[], s: bigint): Trial {
  try {
    const start = dedekind(f, s);
    if (start.m === 0 || !start.U) return { kind: 'none' };
    const U = start.U;
    const { r } = divmodFp(reduceFp(f, s), U, s);
    if (r.length > 0) return { kind: 'split', factor: r.reduce((g, a) => gcdInt(g, a), s) };
    return isOrder(f, U, s) ? { kind: 'order', s, m: f.length - U.length, U } : { kind: 'none' };
  } catch (e) {
    return split(e, s);
  }
}

function split(e: unknown, x: bigint): Trial {
  if (!(e instanceof ZeroDivisor)) throw e;
  return e.factor > 1n && e.factor < x ? { kind: 'split', factor: e.factor } : { kind: 'none' };
}

/**
 * θ = U(α)/s: θ² = W(α)/s² with W = U² mod f lies in Z[α] + θ·Z[α] iff W ≡ s·B·U (mod s², f)
 * for some B, i.e. s divides W and (W/s mod s) is a multiple of U modulo s (U divides f there).
 */
export function isOrder(f: readonly bigint[], U: readonly bigint[], s: bigint): boolean {
  const s2 = s * s;
  const W = divmodFp(mulFp(U.slice(), U.slice(), s2), reduceFp(f, s2), s2).r;
  if (W.some((w) => w % s !== 0n)) return false;
  const V = reduceFp(
    W.map((w) => w / s),
    s,
  );
  return V.length === 0 || divmodFp(V, U.slice(), s).r.length === 0;
}

/** x = d·(x/d) as pairwise coprime parts b^e (their product is x). */
function coprimeParts(x: bigint, d: bigint): bigint[] {
  const base = [d, x / d];
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < base.length && !changed; i++)
      for (let j = i + 1; j < base.length && !changed; j++) {
        const g = gcdInt(base[i]!, base[j]!);
        if (g === 1n) continue;
        const [a, b] = [base[i]! / g, base[j]! / g];
        base.splice(j, 1);
        base.splice(i, 1, g);
        base.push(...[a, b].filter((v) => v > 1n));
        changed = true;
      }
  }
  return base.map((b) => {
    let part = 1n;
    let rest = x;
    while (rest % b === 0n) {
      rest /= b;
      part *= b;
    }
    return part;
  });
}
