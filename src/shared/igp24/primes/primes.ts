/**
 * Small prime factors of |disc|: every prime below a bound (default 100,000), then Pollard–Brent
 * rho on the cofactor within a WORK budget (iterations, not milliseconds, so the same input gives
 * the same output on every machine), the elliptic curve method (ecm.ts) on a small composite part
 * rho left, within a budget of curves, a primality test (millerRabin.ts) of cofactors up to a size
 * bound. Plus the hint comment helpers.
 *
 * Trial division without one BigInt remainder per prime: g = gcd(n, P mod n), where P is the
 * product of all primes below the bound (built once by a product tree), is the product of the
 * distinct small primes dividing n; only g (usually tiny) is then split prime by prime. P mod n is
 * folded chunk by chunk (chunkedResidue.ts) and the gcd is Lehmer's (gcdLehmer.ts): BigInt `%` of
 * P and plain Euclid on a 5,000-bit n cost more than everything else here.
 */

import { isProbablePrime } from '../arith/millerRabin';
import { abs, bitLength, gcdInt } from '../arith/poly';
import { splitPower } from '../arith/valuation';
import { HINT_KEY } from '../line/lineFormat';
import { HALF_GAPS_FROM_3, PRODUCT_HEX } from '../tables/primeTable100k';
import { chunkedResidue, chunksFromHex } from './chunkedResidue';
import { ecm } from './ecm';
import { DEFAULT_RHO_ITERATIONS } from './factorBudget';
import { gcdLehmer } from './gcdLehmer';
import { perfectPowerRoot } from './perfectPower';
import { sieve } from './sieve';

export { DEFAULT_RHO_ITERATIONS };
/** Cofactors above this many bits get neither a primality test nor rho: both cost more than the
 * rest of the check together (a primality test of a 76,000-bit cofactor takes minutes). */
export const MAX_COFACTOR_BITS = 512;
/**
 * ECM runs on composite parts of at most 128 bits (39 digits): their smallest prime has at most
 * 20 digits, which 115 curves find with high probability (about 3 s at most here). Larger parts
 * (random lines have them) would spend the whole budget in vain.
 */
export const ECM_MAX_BITS = 128;

export interface FactorOptions {
  /** Trial division bound (default 100,000; at most 10,000,000). */
  trialBound?: number;
  /** Pollard–Brent budget in iterations (default DEFAULT_RHO_ITERATIONS). 0 disables rho. */
  rhoIterations?: number;
  /**
   * ECM budget in curves (default 0), for composite parts of at most ECM_MAX_BITS that rho left:
   * two primes of 12 to 20 digits, which rho would need 10^6 to 10^10 steps for.
   */
  ecmCurves?: number;
  /**
   * Integers whose squares divide n (the resultants of a reducible polynomial's factors). When the
   * cofactor left after trial division shares a prime with one of them, that prime (above the
   * bound) divides it twice, so the cofactor is composite and its primality test is skipped: the
   * result is the same, without a full modular exponentiation.
   */
  squareDivisors?: readonly bigint[];
}

export interface FactorResult {
  /** Distinct prime factors found, ascending, as decimal strings (includes a prime cofactor). */
  primes: string[];
  /** 'one': fully factored; 'prime': the final cofactor was a (probable) prime, included in primes;
   * 'composite': an unfactored composite cofactor remains (`unfactored`);
   * 'untested': a cofactor above MAX_COFACTOR_BITS was not tested (`unfactored`). */
  cofactor: 'one' | 'prime' | 'composite' | 'untested';
  /** Product of the unfactored parts (decimal), or null. */
  unfactored: string | null;
}

interface PrimeTable {
  primes: number[];
  /** Consecutive primes primes[start..end) grouped so each group's product is below 2^53. */
  leaves: { start: number; end: number; product: number }[];
  product: bigint;
  /** product cut for chunkedResidue. */
  chunks: bigint[];
}
const TABLES = new Map<number, PrimeTable>();

/** The primes up to bound: decoded from the stored gaps for the default bound, else sieved. */
function primesUpTo(bound: number): number[] {
  if (bound === STORED_BOUND) {
    const primes = [2, 3];
    let p = 3;
    for (let i = 0; i < HALF_GAPS_FROM_3.length; i++) {
      p += 2 * (HALF_GAPS_FROM_3.charCodeAt(i) - 48);
      primes.push(p);
    }
    return primes;
  }
  return sieve(bound);
}
const STORED_BOUND = 100_000;

function primeTable(bound: number): PrimeTable {
  const cached = TABLES.get(bound);
  if (cached) return cached;
  const primes = primesUpTo(bound);
  const leaves: PrimeTable['leaves'] = [];
  let acc = 1;
  let start = 0;
  for (let i = 0; i < primes.length; i++) {
    const q = primes[i]!;
    if (acc * q > 2 ** 53) {
      leaves.push({ start, end: i, product: acc });
      acc = 1;
      start = i;
    }
    acc *= q;
  }
  leaves.push({ start, end: primes.length, product: acc });
  let product: bigint;
  let chunks: bigint[];
  if (bound === STORED_BOUND) {
    product = BigInt(`0x${PRODUCT_HEX}`);
    chunks = chunksFromHex(PRODUCT_HEX);
  } else {
    // Product tree: pairwise BigInt products of the leaves (balanced, so near-linear).
    let level = leaves.map((l) => BigInt(l.product));
    while (level.length > 1) {
      const next: bigint[] = [];
      for (let i = 0; i < level.length; i += 2)
        next.push(i + 1 < level.length ? level[i]! * level[i + 1]! : level[i]!);
      level = next;
    }
    product = level[0]!;
    chunks = chunksFromHex(product.toString(16));
  }
  const table = { primes, leaves, product, chunks };
  TABLES.set(bound, table);
  return table;
}

const WORD = 2n ** 53n;

/**
 * Distinct primes ≤ bound dividing the squarefree bound-smooth g. While g is big, one BigInt
 * remainder per word-size leaf (a product of a few primes, below 2^53) and Number remainders per
 * prime; once g fits in 2^53 (usually after its few smallest primes), Numbers only, stopping at
 * the first prime q with q² > g: g then has no prime factor below q, so it is 1 or a prime. Without
 * that stop every g holding one prime near the bound walked the whole table (~10,000 remainders).
 */
function splitSmooth(g0: bigint, table: PrimeTable): bigint[] {
  const out: bigint[] = [];
  let g = g0;
  let start = 0;
  const primes = table.primes;
  for (const leaf of table.leaves) {
    if (g < WORD) break;
    const r = Number(g % BigInt(leaf.product));
    for (let i = leaf.start; i < leaf.end; i++) {
      const q = primes[i]!;
      if (r % q === 0) {
        out.push(BigInt(q));
        g /= BigInt(q);
      }
    }
    start = leaf.end;
  }
  let x = Number(g);
  for (let i = start; i < primes.length && x > 1; i++) {
    const q = primes[i]!;
    if (q * q > x) break;
    // x - ⌊x/q⌋·q is exact below 2^53 and avoids the library call behind a double `%`.
    if (x - Math.floor(x / q) * q === 0) {
      out.push(BigInt(q));
      x /= q;
    }
  }
  if (x > 1) out.push(BigInt(x));
  return out;
}

/** P mod n: BigInt `%` by a one-word n is fast; longer n are folded (chunkedResidue.ts). */
function productMod(table: PrimeTable, n: bigint): bigint {
  return n < ONE_WORD ? table.product % n : chunkedResidue(table.chunks, n, bitLength(n));
}
const ONE_WORD = 2n ** 64n;

/** n without its factors q (q divides n), in about 2·log2(e) remainders for q^e (valuation.ts). */
const stripPower = (n: bigint, q: bigint): bigint => splitPower(n, q).rest;

/** One Pollard–Brent run; returns a proper factor or null, charging iterations to `work`. */
function brent(n: bigint, c: bigint, work: { left: number }): bigint | null {
  const f = (x: bigint) => (x * x + c) % n;
  let y = 2n;
  let r = 1;
  let q = 1n;
  let g = 1n;
  let x = y;
  let ys = y;
  const m = 128;
  while (g === 1n) {
    x = y;
    if (work.left < r) return null;
    work.left -= r;
    for (let i = 0; i < r; i++) y = f(y);
    let k = 0;
    while (k < r && g === 1n) {
      ys = y;
      const lim = Math.min(m, r - k);
      if (work.left < lim) return null;
      work.left -= lim;
      for (let i = 0; i < lim; i++) {
        y = f(y);
        q = (q * abs(x - y)) % n;
      }
      g = gcdInt(q, n);
      k += m;
    }
    r *= 2;
  }
  if (g === n) {
    do {
      if (work.left-- <= 0) return null;
      ys = f(ys);
      g = gcdInt(abs(x - ys), n);
    } while (g === 1n);
  }
  return g === n ? null : g;
}

export function factorSmall(n0: bigint, opts: FactorOptions = {}): FactorResult {
  const bound = Math.min(Math.max(opts.trialBound ?? 100_000, 2), 10_000_000);
  const work = { left: Math.max(0, opts.rhoIterations ?? DEFAULT_RHO_ITERATIONS) };
  const curves = { left: Math.max(0, opts.ecmCurves ?? 0), used: 0 };
  let n = abs(n0);
  if (n === 0n) return { primes: [], cofactor: 'composite', unfactored: '0' };
  const table = primeTable(bound);
  const found = new Set<bigint>();
  // The primes of the first word-size leaf (2 to 41 for the default bound) by one remainder, and
  // their powers stripped first: discriminants are rich in them (often with high powers), and a
  // smaller n makes P mod n and the gcd cheaper, or unnecessary when nothing else is left.
  const first = table.leaves[0]!;
  const r0 = Number(n % BigInt(first.product));
  for (let i = first.start; i < first.end; i++) {
    const q = table.primes[i]!;
    if (r0 % q !== 0) continue;
    found.add(BigInt(q));
    n = stripPower(n, BigInt(q));
  }
  const small = n === 1n ? [] : splitSmooth(gcdLehmer(n, productMod(table, n)), table);
  for (const q of small) {
    found.add(q);
    n = stripPower(n, q);
  }
  const B = BigInt(bound);
  // Every root of a cofactor exceeds the bound: at least this many bits.
  const rootBits = Math.floor(Math.log2(bound));
  // Every prime factor of n is now > bound, so n < bound² is 1 or prime.
  if (n > 1n && n <= B * B) {
    found.add(n);
    return { primes: sorted(found), cofactor: 'prime', unfactored: null };
  }
  // Parts left to split, each with its power in n; a part's root is tested once, whatever its power.
  const composite: bigint[] = [];
  const untested: bigint[] = [];
  const stack: [bigint, number][] = n > 1n ? [[n, 1]] : [];
  while (stack.length > 0) {
    const [m, e] = stack.pop()!;
    if (m === 1n) continue;
    if (m <= B * B) {
      found.add(m);
      continue;
    }
    const big = bitLength(m) > MAX_COFACTOR_BITS;
    if (!big && !(m === n && sharesSquare(n, opts.squareDivisors)) && isProbablePrime(m)) {
      found.add(m);
      continue;
    }
    // A power (an index prime squared, most often) is split into its root, tested in turn; the
    // residue filters make this a few word-size remainders for any other number, of any size.
    const { root, exponent } = perfectPowerRoot(m, rootBits);
    if (exponent > 1) {
      stack.push([root, e * exponent]);
      continue;
    }
    if (big) {
      untested.push(m ** BigInt(e));
      continue;
    }
    let factor: bigint | null = null;
    for (let c = 1n; c < 20n && factor === null && work.left > 0; c++) factor = brent(m, c, work);
    if (factor === null && curves.left > 0 && bitLength(m) <= ECM_MAX_BITS) {
      const run = ecm(m, curves.left, curves.used);
      curves.left -= run.used;
      curves.used += run.used;
      factor = run.factor;
    }
    if (factor === null) {
      composite.push(m ** BigInt(e));
      continue;
    }
    stack.push([factor, e], [m / factor, e]);
  }
  const primes = sorted(found);
  const product = (xs: bigint[]) => xs.reduce((a, b) => a * b, 1n).toString();
  if (untested.length > 0)
    return { primes, cofactor: 'untested', unfactored: product([...untested, ...composite]) };
  if (composite.length > 0) return { primes, cofactor: 'composite', unfactored: product(composite) };
  return { primes, cofactor: n > 1n && found.has(n) ? 'prime' : 'one', unfactored: null };
}

/** Whether the cofactor n (no prime up to the bound left in it) shares a prime with some w whose
 * square divides the number being factored: that prime then divides n at least twice, so n is
 * composite. Lehmer's gcd costs a tenth of a primality test. */
const sharesSquare = (n: bigint, ws: readonly bigint[] = []): boolean =>
  ws.some((w) => w !== 0n && gcdLehmer(n, w) !== 1n);

const sorted = (s: Set<bigint>): string[] => [...s].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);

/** `poly_disc_primes=[p1,p2,...]` with the primes sorted ascending and de-duplicated. */
export function hintComment(primes: readonly (string | bigint)[]): string {
  const vals = [...new Set(primes.map((p) => BigInt(p)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${HINT_KEY}=[${vals.join(',')}]`;
}

/**
 * The line with its comment replaced by the hint (`body # poly_disc_primes=[...]`). A line holds
 * one trailing comment and the hint must be the whole comment body (rule 5), so an existing comment
 * is replaced. With no primes, any existing comment is kept unchanged.
 */
export function withHint(line: string, primes: readonly (string | bigint)[]): string {
  if (primes.length === 0) return line;
  const hashAt = line.indexOf('#');
  const body = (hashAt < 0 ? line : line.slice(0, hashAt)).replace(/[ \t]+$/, '');
  return `${body} # ${hintComment(primes)}`;
}
