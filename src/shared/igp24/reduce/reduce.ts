/**
 * A polynomial for the same field with small coefficients and as small a discriminant as the
 * search finds, as PARI's polredbest does (Cohen, "A Course in Computational Algebraic Number
 * Theory", 4.4.2, the polred algorithm): the order O the field discriminant found (O_K when d_K is
 * exact; reduce/integralBasis.ts), its basis LLL-reduced for the T2 form
 * T2(x) = Σ |σ(x)|² (reduce/lll.ts, reduce/embeddings.ts), and the characteristic polynomials of
 * the short elements this gives and of their sums and differences: the smallest discriminant wins.
 *
 * The floating-point search only proposes. A polynomial is returned only when g(θ) = 0 is proved
 * exactly for its element θ and g is proved irreducible (reduce/annihilates.ts), so it defines the
 * same field. Rounds repeat from the result until one finds nothing smaller: reducing a reduced
 * polynomial returns it unchanged.
 */

import { bitLength } from '../arith/poly';
import { invMod } from '../arith/wordModP';
import { MAX_CHECK_DIGITS } from '../check';
import { analyze } from '../disc/analyze';
import { irreducibility } from '../factor/irreducibility';
import { DEFAULT_FIELD_WORK, fieldWithOrders } from '../field/fieldDiscriminant';
import type { FieldDiscriminant, OrderBasis } from '../field/types';
import { factorSmall } from '../primes/primes';
import { annihilates } from './annihilates';
import { basisEmbeddings, charpolyOf, combineEmbeddings, type Embedding, t2Vectors } from './embeddings';
import { indexOf, sumOfOrders } from './integralBasis';
import { lllTransform } from './lllFloat';
import { type FixedRoots, rootsFixed, toFloat } from './roots';

export interface ReduceOptions {
  /** Primes of |disc f| known beyond trial division (a line's `poly_disc_primes` hint). */
  morePrimes?: readonly (string | bigint)[];
  /** Trial division bound for |disc| (default 100,000, as the check). */
  trialBound?: number;
  /** Rounds at most (default 4); each starts from the last round's polynomial. */
  maxRounds?: number;
  /** f's r and |disc| when the caller has them (a line's check), so they are not computed again. */
  known?: { r: number; discAbs: bigint };
  /**
   * ECM curves on a composite part of |disc f| of at most 39 digits (default REDUCE_ECM_CURVES), in
   * the first round only: its primes make d_K exact where the split alone leaves a bound.
   */
  ecmCurves?: number;
}

export interface Reduction {
  /** The polynomial found, lowest degree first: f itself when nothing smaller was found. */
  g: bigint[];
  discAbs: bigint;
  /** Rounds that found a smaller polynomial. */
  rounds: number;
  /**
   * The field discriminant as the rounds' orders give it: exact more often than the check's
   * (the unfactored part is split, Round 2 runs longer); the best of the rounds.
   */
  field: FieldDiscriminant;
}

/** Up to B1 = 11,000: a prime of about 20 digits is found with high probability, in 3 s at most. */
export const REDUCE_ECM_CURVES = 115;
/** Short basis vectors whose sums and differences are tried too (the cheap part of a polredabs search). */
const PAIRED = 16;
/** The most precision a round may take before it gives up (bits of the roots' fixed point). */
const MAX_BITS = 16_384;

/** f monic, irreducible, of degree ≥ 2 (lowest degree first). */
export function reducePolynomial(f: readonly bigint[], opts: ReduceOptions = {}): Reduction {
  let best = { g: f.slice(), ...(opts.known ?? measure(f)) };
  let rounds = 0;
  let field: FieldDiscriminant | null = null;
  const maxRounds = opts.maxRounds ?? 4;
  for (;;) {
    const round = reduceRound(
      best.g,
      best.r,
      best.discAbs,
      rounds === 0 ? opts : { ...opts, morePrimes: [], ecmCurves: 0 },
    );
    field = field === null ? round.field : betterField(field, round.field);
    if (round.found === null) break;
    best = round.found;
    if (++rounds >= maxRounds) break;
  }
  return { g: best.g, discAbs: best.discAbs, rounds, field };
}

/** Of two values for the same field: exact beats a bound; of two bounds the smaller holds. */
export function betterField<T extends Pick<FieldDiscriminant, 'fieldDiscAbs' | 'discSource'>>(a: T, b: T): T {
  if (a.discSource === 'exact_nfdisc') return a;
  if (b.discSource === 'exact_nfdisc') return b;
  return BigInt(b.fieldDiscAbs) < BigInt(a.fieldDiscAbs) ? b : a;
}

interface Candidate {
  g: bigint[];
  discAbs: bigint;
  r: number;
  /** T2 of the root, Σ |σ(θ)|², in units of 2^-T2_BITS (rounded down): the tie-break after |disc|. */
  t2: bigint;
}

const T2_BITS = 24;

function measure(g: readonly bigint[]): { discAbs: bigint; r: number } {
  const { r, disc } = analyze(g.slice());
  return { discAbs: disc < 0n ? -disc : disc, r };
}

/** One round from f: the best proved candidate (null when none beats f itself), and d_K as its order gives it. */
function reduceRound(
  f: bigint[],
  r: number,
  discAbs: bigint,
  opts: ReduceOptions,
): { found: Candidate | null; field: FieldDiscriminant } {
  const n = f.length - 1;
  const factored = factorSmall(discAbs, {
    trialBound: opts.trialBound,
    ecmCurves: opts.ecmCurves ?? REDUCE_ECM_CURVES,
  });
  const primes = [...factored.primes, ...(opts.morePrimes ?? [])].map(BigInt);
  const { field, orders } = fieldWithOrders(f, discAbs, primes, {
    trialBound: opts.trialBound,
    knownComposite: factored.cofactor === 'composite' ? BigInt(factored.unfactored!) : null,
    splitCofactor: true,
    // A long Round 2 chain (a Tschirnhausen transform's index can hold 2^300) is worth finishing
    // here: an order short of maximal at one prime costs the result its factor there.
    maxWork: 8 * DEFAULT_FIELD_WORK,
  });
  const basis = sumOfOrders(n, orders);
  // log2 |disc O| = log2 |disc f| − 2·log2 [O : Z[α]]: the T2 form's determinant.
  const orderDiscBits = bitLength(discAbs) - 2 * bitLength(indexOf(basis));
  // A first guess; the basis says how many bits it needs, and a search short of them asks again.
  let bits = 128;
  for (let tries = 0; tries < 6 && bits <= MAX_BITS; tries++) {
    const found = search(f, r, discAbs, basis, bits, orderDiscBits);
    if (typeof found !== 'number') return { found, field };
    bits = Math.max(found, 2 * bits);
  }
  return { found: null, field };
}

/** The best candidate at one precision, or the bits it needs when they are more. */
function search(
  f: bigint[],
  r: number,
  discAbs: bigint,
  basis: OrderBasis,
  bits: number,
  orderDiscBits: number,
): Candidate | null | number {
  const roots = rootsFixed(f, r, bits);
  const input: Candidate = { g: f, discAbs, r, t2: t2Of(roots, bits) };
  const reduced = reduceBasis(basis, roots, bits, orderDiscBits);
  if (typeof reduced === 'number') return reduced;
  const { H, emb } = reduced;
  // The reduced elements, shortest first, then sums and differences of the shortest: these only
  // in floats until one is measured (most never are).
  const base = H.map((N, i) => ({ N, e: emb[i]!, t2: t2Of(emb[i]!, bits) })).sort((a, b) =>
    cmpBig(a.t2, b.t2),
  );
  const elements: Element[] = base.map(({ N, e, t2 }) => {
    const z = conjugatesOf(e, bits);
    return { N, z, bound: z.map(Math.abs), exact: () => ({ e, t2 }) };
  });
  const paired = elements.slice(0, PAIRED);
  for (let i = 0; i < paired.length; i++)
    for (let j = i + 1; j < paired.length; j++)
      for (const sign of [1, -1]) {
        const a = paired[i]!;
        const b = paired[j]!;
        const s = BigInt(sign);
        elements.push({
          N: a.N.map((x, k) => x + s * b.N[k]!),
          z: a.z.map((x, k) => x + sign * b.z[k]!),
          bound: a.bound.map((x, k) => x + b.bound[k]!),
          exact: () => {
            const e = combineEmbeddings([1n, s], [base[i]!.e, base[j]!.e]);
            return { e, t2: t2Of(e, bits) };
          },
        });
      }
  // Elements ranked by log |disc| of their characteristic polynomial read off the embeddings
  // (2·Σ log |σ_i − σ_j|; an element of a proper subfield has repeated conjugates and is left
  // out), so that only the best few get a characteristic polynomial and an exact discriminant:
  // on a large field those cost more than everything else.
  // |a_0| = Π |σ_i| is a coefficient, so a norm of 10^200 or more cannot make a valid line; every
  // coefficient is at most Π (1 + |σ_i|), which sets the precision of the characteristic polynomial.
  const rough = elements
    .map((x) => ({ ...x, ...conjugateSizes(x.z, x.bound) }))
    .filter((x) => x.logDisc !== null && x.logNorm < LOG2_COEFFICIENT_LIMIT)
    .sort((a, b) => a.logDisc! - b.logDisc!);
  const seen = new Set<string>();
  const candidates: (Candidate & { N: bigint[] })[] = [];
  let cut = Number.POSITIVE_INFINITY;
  let measured = 0;
  // Nothing whose discriminant is above f's can win: a round from a reduced polynomial (most
  // rounds after the first) measures only the candidates that tie with it, f among them.
  const inputLog = log2Abs(discAbs);
  const above = inputLog + 1e-6 * Math.max(1, inputLog);
  for (const { N, exact, logDisc, coefficientBits } of rough) {
    // The best few, and any within rounding of the last of them (ties must meet the exact order).
    if (logDisc! > cut || logDisc! > above) break;
    const { e, t2 } = exact();
    const g = charpolyOf(e, bits, coefficientBits);
    if (g.some((c) => c >= COEFFICIENT_LIMIT || -c >= COEFFICIENT_LIMIT)) continue;
    if (!squarefreeMod(g, SQUAREFREE_PRIMES[0]) && !squarefreeMod(g, SQUAREFREE_PRIMES[1])) continue;
    for (const [h, M] of [
      [g, N],
      [negateRoots(g), N.map((x) => -x)],
    ] as const) {
      const key = h.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      const m = measure(h);
      measured++;
      const cand = { g: h, N: M, t2, ...m };
      if (m.discAbs !== 0n && m.r === r && compareKeys(cand, input) < 0) candidates.push(cand);
    }
    if (measured >= EXACT_DISCS && cut === Number.POSITIVE_INFINITY)
      cut = logDisc! + 1e-6 * Math.max(1, Math.abs(logDisc!));
  }
  candidates.sort(compareKeys);
  let unproved = 0;
  for (const cand of candidates) {
    if (annihilates(f, cand.N, basis.den, cand.g) && irreducibility(cand.g).status === 'proven')
      return { g: cand.g, discAbs: cand.discAbs, r: cand.r, t2: cand.t2 };
    // A squarefree characteristic polynomial that fails the proof was misread: too few bits.
    if (++unproved >= 3) return 2 * bits;
  }
  return null;
}

/** LLL passes at most: each starts from the last one's basis, with its embeddings recomputed exactly. */
const MAX_PASSES = 12;

/**
 * The basis LLL-reduced for T2, or the bits of precision it needs when `bits` are fewer. An
 * order's Hermite basis is badly skewed (numerators as large as the denominator): the form's
 * smallest directions are about 2^-defect long, defect = Σ log2 |ω_i| − log2 √|disc O|. The
 * embeddings are rounded to integers at 2^-(defect + 40), or at 2^-(2·size + 60) when that is
 * fewer (size: log2 of the largest |σ(ω_i)|): LLL's integers grow with the bits kept, and a pass
 * short of bits still leaves a far less skewed basis (measured: a third less time, the same
 * results). Each pass applies LLL's transform exactly to the numerators and computes the new
 * elements' embeddings afresh, until LLL leaves the basis as it is (at most MAX_PASSES).
 */
function reduceBasis(
  basis: OrderBasis,
  roots: FixedRoots,
  bits: number,
  orderDiscBits: number,
): { H: bigint[][]; emb: Embedding[] } | number {
  let H = basis.H;
  const rootBits = rootMagnitudeBits(roots, bits);
  const denBits = bitLength(basis.den);
  for (let pass = 0; ; pass++) {
    const emb = basisEmbeddings({ den: basis.den, H }, roots);
    // Bits lost to cancellation in Σ N_k·α^k / den, the largest embedding's size, the skew.
    let lost = 0;
    for (const row of H)
      for (let k = 0; k < row.length; k++)
        if (row[k] !== 0n) lost = Math.max(lost, bitLength(abs(row[k]!)) + k * rootBits - denBits);
    let size = 0;
    let lengths = 0;
    for (const e of emb) {
      const t2Bits = bitLength(t2Of(e, bits)) - T2_BITS;
      size = Math.max(size, Math.ceil(t2Bits / 2));
      lengths += t2Bits / 2;
    }
    const defect = Math.max(0, Math.ceil(lengths - orderDiscBits / 2));
    // The skew needs defect + 40 bits. The first pass keeps at most 2·size + 60 of them (LLL's
    // integers grow with the bits kept, and a pass short of bits still leaves a less skewed
    // basis); the bits it chose are then paid for, and later passes keep as many as they allow:
    // the first pass shrinks size, so they allow more (on the bench: 12 passes at most → 5, the
    // bases' time 28 s → 23 s).
    const cap = 2 * size + 60;
    const scale = Math.min(defect + 40, pass === 0 ? cap : Math.max(cap, bits - lost - size - 16));
    const needed = scale + lost + size + 16;
    if (needed > bits) return pass === 0 ? needed : { H, emb };
    let U: bigint[][];
    try {
      const { V, weights } = t2Vectors(emb, bits, scale);
      U = lllTransform(V, weights).U;
    } catch {
      // Only float64 running out inside LLL: more bits of the form do not help it.
      return { H, emb };
    }
    if (pass + 1 >= MAX_PASSES || isIdentity(U)) return { H, emb };
    H = U.map((u) => numerator(u, { den: basis.den, H }, H.length));
  }
}

function isIdentity(U: readonly (readonly bigint[])[]): boolean {
  return U.every((row, i) => row.every((x, j) => x === (i === j ? 1n : 0n)));
}

/** Bits of the largest root's absolute value (at least 0). */
function rootMagnitudeBits(roots: FixedRoots, bits: number): number {
  let m = 0;
  for (const x of roots.real) m = Math.max(m, bitLength(abs(x)) - bits);
  for (const [a, b] of roots.complex) m = Math.max(m, bitLength(abs(a) + abs(b)) - bits);
  return m;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

const SQUAREFREE_PRIMES = [67_108_859, 67_108_837] as const;
/** Candidates given an exact discriminant (the best by their approximate one). */
const EXACT_DISCS = 8;
/** A line's coefficients stay below 10^200 (check.ts): a larger one could not be submitted. */
const COEFFICIENT_LIMIT = 10n ** BigInt(MAX_CHECK_DIGITS);
const LOG2_COEFFICIENT_LIMIT = MAX_CHECK_DIGITS * Math.log2(10);

/** An element the search ranks: its numerator, its conjugates in floats, and its exact embedding on demand. */
interface Element {
  N: bigint[];
  /** Every conjugate as (re, im), a complex pair as both of its members. */
  z: number[];
  /** Per coordinate of z, a bound on the magnitudes it was computed from: its float error is about 2^-52 of it. */
  bound: number[];
  exact: () => { e: Embedding; t2: bigint };
}

/** The conjugates of an element in floats (re, im pairs), from its fixed-point embedding. */
function conjugatesOf(e: Embedding, bits: number): number[] {
  // A value's top 64 bits are plenty for a ranking.
  const z: number[] = [];
  for (const x of e.real) z.push(toFloat(x, -bits), 0);
  for (const [a, b] of e.complex) {
    const re = toFloat(a, -bits);
    const im = toFloat(b, -bits);
    z.push(re, im, re, -im);
  }
  return z;
}

/** Conjugates closer than this, relative to the magnitudes they were computed from, count as one. */
const REPEATED = 2 ** -40;

/**
 * From the conjugates, in floats: log2 |disc| of the characteristic polynomial (Σ over pairs of
 * conjugates of log2 |σ_i − σ_j|²; null when two agree to within float error — a repeated
 * conjugate: the element lies in a proper subfield), log2 |norm| = Σ log2 |σ_i|, and
 * Σ log2 (1 + |σ_i|), which bounds every coefficient.
 */
function conjugateSizes(
  z: readonly number[],
  bound: readonly number[],
): { logDisc: number | null; logNorm: number; coefficientBits: number } {
  const m = z.length / 2;
  let logNorm = 0;
  let coefficientBits = 0;
  for (let i = 0; i < m; i++) {
    const r = Math.hypot(z[2 * i]!, z[2 * i + 1]!);
    logNorm += Math.log2(r);
    coefficientBits += Math.log2(1 + r);
  }
  let s = 0;
  for (let i = 0; i < m; i++) {
    const scale = Math.max(1, bound[2 * i]!, bound[2 * i + 1]!);
    for (let j = i + 1; j < m; j++) {
      const dx = z[2 * i]! - z[2 * j]!;
      const dy = z[2 * i + 1]! - z[2 * j + 1]!;
      const q = dx * dx + dy * dy;
      const tiny = REPEATED * Math.max(scale, bound[2 * j]!, bound[2 * j + 1]!);
      if (!(q > tiny * tiny)) return { logDisc: null, logNorm, coefficientBits };
      s += Math.log2(q);
    }
  }
  return { logDisc: s, logNorm, coefficientBits };
}

/** log2 x for x > 0, from its top 64 bits. */
function log2Abs(x: bigint): number {
  const shift = Math.max(0, bitLength(x) - 64);
  return Math.log2(Number(x >> BigInt(shift))) + shift;
}

/** Whether g mod p (p < 2^26, a prime) is squarefree: gcd(g, g′) of degree 0. */
function squarefreeMod(g: readonly bigint[], p: number): boolean {
  const P = BigInt(p);
  const mod = (x: number) => ((x % p) + p) % p;
  let a = g.map((c) => Number(((c % P) + P) % P));
  let b = a.slice(1).map((c, k) => mod(c * (k + 1)));
  const trim = (x: number[]) => {
    while (x.length > 0 && x[x.length - 1] === 0) x.pop();
    return x;
  };
  trim(a);
  trim(b);
  if (a.length < g.length) return false; // p divides the leading coefficient: cannot tell, say no
  while (b.length > 0) {
    const inv = invMod(b[b.length - 1]!, p);
    while (a.length >= b.length) {
      const c = mod(a[a.length - 1]! * inv);
      const off = a.length - b.length;
      for (let j = 0; j < b.length; j++) a[off + j] = mod(a[off + j]! - mod(c * b[j]!));
      trim(a);
      if (a.length === 0) break;
    }
    [a, b] = [b, a];
  }
  return a.length === 1;
}

/** The numerator of Σ c_i ω_i over the basis' denominator. */
function numerator(c: readonly bigint[], basis: OrderBasis, n: number): bigint[] {
  const out = new Array<bigint>(n).fill(0n);
  for (let i = 0; i < c.length; i++) {
    if (c[i] === 0n) continue;
    const row = basis.H[i]!;
    for (let k = 0; k < n; k++) if (row[k] !== 0n) out[k] = out[k]! + c[i]! * row[k]!;
  }
  return out;
}

/** g(−x) made monic: the characteristic polynomial of −θ. */
function negateRoots(g: readonly bigint[]): bigint[] {
  const n = g.length - 1;
  return g.map((c, k) => ((n - k) % 2 === 0 ? c : -c));
}

/** T2 of the element with these embeddings, in units of 2^-T2_BITS. */
function t2Of(
  e: { real: readonly bigint[]; complex: readonly (readonly [bigint, bigint])[] },
  bits: number,
): bigint {
  let s = 0n;
  for (const x of e.real) s += x * x;
  for (const [re, im] of e.complex) s += 2n * (re * re + im * im);
  return s >> BigInt(2 * bits - T2_BITS);
}

/**
 * The order candidates are preferred in: the smaller |disc|, then the smaller T2 of the root (as
 * PARI's polredabs), then the coefficients from the top, smaller absolute value first and
 * negative before positive: a total order on polynomials, so rounds end and the result does not
 * depend on the candidates' order.
 */
function compareKeys(a: Candidate, b: Candidate): number {
  if (a.discAbs !== b.discAbs) return cmpBig(a.discAbs, b.discAbs);
  if (a.t2 !== b.t2) return cmpBig(a.t2, b.t2);
  for (let k = a.g.length - 1; k >= 0; k--) {
    const x = a.g[k]!;
    const y = b.g[k]!;
    if (x === y) continue;
    const ax = x < 0n ? -x : x;
    const ay = y < 0n ? -y : y;
    return ax !== ay ? cmpBig(ax, ay) : x < y ? -1 : 1;
  }
  return 0;
}

const cmpBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
