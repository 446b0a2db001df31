/**
 * Irreducibility over Q of an integer polynomial of degree n ≥ 1.
 *
 * - 'reducible' ONLY with an actual factor over Z in hand: f(0) = 0 (factor x), a nontrivial
 *   gcd(f, f') (f not squarefree), or an integer/rational root found by p-adic Newton lifting of
 *   the roots mod p and verified exactly.
 * - 'proven' by Eisenstein (small primes dividing gcd(a_0..a_{n-1})), or when the possible degrees
 *   of a proper factor over Z, intersected over primes p (p ∤ lc f, f squarefree mod p) as subset
 *   sums of the DDF degree pattern mod p, become empty. Sound: a factor of degree d over Z maps to a
 *   product of irreducible factors mod p of total degree d.
 * - 'unknown' otherwise (for example Galois groups in which every element's cycle type has a
 *   common proper subset sum).
 */
import { ddfPattern, reduceModP, rootsModP, squarefreeModP, subsetSums } from './factorModP';
import { abs, derivative, evaluate, gcdPoly, lc, type Poly, primitivePart } from './poly';

export type IrreducibilityStatus = 'proven' | 'reducible' | 'unknown';

export interface IrreducibilityResult {
  status: IrreducibilityStatus;
  reason: string;
  /** A proper factor over Z when status is 'reducible'. */
  factor?: Poly;
  /** Proper factor degrees not excluded (empty when proven). */
  possibleDegrees: number[];
  /** Primes whose DDF pattern was used. */
  primesUsed: number[];
}

export interface IrreducibilityOptions {
  /** Maximum number of usable primes for DDF patterns (default 40). */
  maxPrimes?: number;
}

const SMALL_PRIMES: number[] = (() => {
  const out: number[] = [];
  for (let n = 2; out.length < 400; n++) {
    let ok = true;
    for (const q of out) {
      if (q * q > n) break;
      if (n % q === 0) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(n);
  }
  return out;
})();

function eisenstein(f: Poly): number | null {
  const n = f.length - 1;
  let g = 0n;
  for (let i = 0; i < n; i++) {
    let a = abs(f[i]!);
    while (a !== 0n) [g, a] = [a, g % a];
  }
  if (g <= 1n) return null;
  for (const p of SMALL_PRIMES) {
    const P = BigInt(p);
    if (P > g) break;
    if (g % P !== 0n) continue;
    if (f[n]! % P !== 0n && f[0]! % (P * P) !== 0n) return p;
  }
  return null;
}

function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1] = [((a % m) + m) % m, m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
}

/** A rational root of f as a primitive linear factor (b x - a), or null. */
function rationalRootFactor(f: Poly, p: number): Poly | null {
  const n = f.length - 1;
  const L = lc(f);
  // F(y) = L^(n-1) f(y / L) is monic with integer coefficients; roots y = L x.
  const F: Poly = f.map((c, i) => (i === n ? 1n : c * L ** BigInt(n - 1 - i)));
  let maxC = 0n;
  for (const c of F) if (abs(c) > maxC) maxC = abs(c);
  const bound = 2n * (maxC + 1n);
  const dF = derivative(F);
  const P = BigInt(p);
  for (const r0 of rootsModP(reduceModP(F, p), p)) {
    let r = BigInt(r0);
    let m = P;
    while (m <= bound) {
      m = m * m;
      const fr = evaluate(F, r) % m;
      const dr = evaluate(dF, r) % m;
      r = (((r - fr * modInverse(dr, m)) % m) + m) % m;
    }
    const y = r > m / 2n ? r - m : r;
    if (evaluate(F, y) === 0n) return primitivePart([-y, L]);
  }
  return null;
}

export function irreducibility(f: Poly, opts: IrreducibilityOptions = {}): IrreducibilityResult {
  const n = f.length - 1;
  const maxPrimes = opts.maxPrimes ?? 40;
  const all = Array.from({ length: Math.max(0, n - 1) }, (_, i) => i + 1);
  if (n < 1) return { status: 'unknown', reason: 'constant polynomial', possibleDegrees: [], primesUsed: [] };
  if (n === 1) return { status: 'proven', reason: 'degree 1', possibleDegrees: [], primesUsed: [] };
  if (f[0] === 0n)
    return {
      status: 'reducible',
      reason: 'x divides f',
      factor: [0n, 1n],
      possibleDegrees: all,
      primesUsed: [],
    };
  const g = gcdPoly(f, derivative(f));
  if (g.length > 1)
    return {
      status: 'reducible',
      reason: 'not squarefree: gcd(f, f′) is a factor',
      factor: g,
      possibleDegrees: all,
      primesUsed: [],
    };
  const e = eisenstein(f);
  if (e !== null)
    return { status: 'proven', reason: `Eisenstein at p = ${e}`, possibleDegrees: [], primesUsed: [] };
  let possible: boolean[] = new Array(n + 1).fill(true);
  const used: number[] = [];
  const L = lc(f);
  for (const p of SMALL_PRIMES) {
    if (used.length >= maxPrimes) break;
    if (p < 3 || L % BigInt(p) === 0n || !squarefreeModP(f, p)) continue;
    const pattern = ddfPattern(f, p);
    used.push(p);
    const sums = subsetSums(pattern);
    possible = possible.map((v, k) => v && sums[k] === true);
    let any = false;
    for (let k = 1; k < n; k++) if (possible[k]) any = true;
    if (!any)
      return {
        status: 'proven',
        reason: `no proper factor degree is compatible with the factorization patterns mod ${used.join(', ')}`,
        possibleDegrees: [],
        primesUsed: used,
      };
  }
  const possibleDegrees = all.filter((k) => possible[k]);
  // Every integer root reduces to a root mod each used prime; lifting from one prime suffices.
  if (possible[1] && used.length > 0) {
    const factor = rationalRootFactor(f, used[0]!);
    if (factor)
      return { status: 'reducible', reason: 'rational root', factor, possibleDegrees, primesUsed: used };
  }
  return {
    status: 'unknown',
    reason: `possible proper factor degrees: ${possibleDegrees.join(', ')}`,
    possibleDegrees,
    primesUsed: used,
  };
}
