/**
 * The word-size DDF kernels against a BigInt reference on random inputs: products and remainders
 * mod F, gcds, exact division, x^p mod F, and the degree pattern against a naive DDF (x^(p^d) by
 * plain square-and-multiply in BigInt, no Frobenius matrix).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invMod } from '../../../src/shared/igp24/arith/wordModP';
import { DdfWorkspace, divideMonic, gcdDegree, remainder } from '../../../src/shared/igp24/factor/ddfWord';
import { rng } from './gen';

type P = bigint[];
const PRIMES = [2, 3, 5, 7, 11, 13, 101, 1999, 65_521, 1_048_573];
const prime = fc.constantFrom(...PRIMES);
const m = (x: bigint, p: bigint) => ((x % p) + p) % p;
const trim = (a: P): P => {
  while (a.length > 0 && a[a.length - 1] === 0n) a.pop();
  return a;
};
function remRef(a0: P, b: P, p: bigint): P {
  const a = a0.map((x) => m(x, p));
  const inv = BigInt(invMod(Number(b[b.length - 1]!), Number(p)));
  for (let i = a.length - 1; i >= b.length - 1; i--) {
    const c = m(a[i]! * inv, p);
    for (let j = 0; j < b.length; j++) a[i - b.length + 1 + j] = m(a[i - b.length + 1 + j]! - c * b[j]!, p);
  }
  return trim(a.slice(0, b.length - 1));
}
function mulRef(a: P, b: P, p: bigint): P {
  if (a.length === 0 || b.length === 0) return [];
  const r: P = new Array(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) r[i + j] = m(r[i + j]! + a[i]! * b[j]!, p);
  return trim(r);
}
function monicRef(a: P, p: bigint): P {
  const inv = BigInt(invMod(Number(a[a.length - 1]!), Number(p)));
  return a.map((x) => m(x * inv, p));
}
function gcdRef(a: P, b: P, p: bigint): P {
  let [u, v] = [trim(a.slice()), trim(b.slice())];
  while (v.length > 0) [u, v] = [v, remRef(u, v, p)];
  return monicRef(u, p);
}
function powXRef(e: bigint, F: P, p: bigint): P {
  let r: P = [1n];
  let base = remRef([0n, 1n], F, p);
  for (let k = e; k > 0n; k >>= 1n) {
    if (k & 1n) r = remRef(mulRef(r, base, p), F, p);
    base = remRef(mulRef(base, base, p), F, p);
  }
  return r;
}
/** Naive DDF pattern (F monic squarefree mod p): gcd(x^(p^d) − x, g) with x^(p^d) by powering. */
function patternRef(F: P, p: bigint): number[] {
  const out: number[] = [];
  let g = F;
  for (let d = 1; 2 * d <= g.length - 1; d++) {
    const h = powXRef(p ** BigInt(d), g, p);
    while (h.length < 2) h.push(0n);
    h[1] = m(h[1]! - 1n, p);
    const c = gcdRef(g, trim(h), p);
    const k = c.length - 1;
    for (let i = 0; i < k / d; i++) out.push(d);
    if (k > 0) {
      // g / c by long division.
      const q: P = new Array(g.length - c.length + 1).fill(0n);
      const r = g.slice();
      for (let i = r.length - 1; i >= c.length - 1; i--) {
        const t = r[i]!;
        q[i - c.length + 1] = t;
        for (let j = 0; j < c.length; j++)
          r[i - c.length + 1 + j] = m(r[i - c.length + 1 + j]! - t * c[j]!, p);
      }
      g = trim(q);
    }
  }
  if (g.length > 1) out.push(g.length - 1);
  return out;
}
const toF64 = (a: P, len: number) => {
  const out = new Float64Array(len);
  for (let i = 0; i < a.length; i++) out[i] = Number(a[i]!);
  return out;
};
const fromF64 = (a: Float64Array, deg: number): P => trim([...a.subarray(0, deg + 1)].map(BigInt));
/** A random polynomial mod p of exact degree d (monic when asked). */
const polyMod = (p: number, d: number, monic: boolean) =>
  fc.array(fc.nat({ max: p - 1 }), { minLength: d + 1, maxLength: d + 1 }).map((cs) => {
    const a = cs.map(BigInt);
    if (monic) a[d] = 1n;
    else if (a[d] === 0n) a[d] = 1n;
    return a;
  });
const primeAndDegree = (maxDeg: number) =>
  fc
    .tuple(prime, fc.integer({ min: 1, max: maxDeg }))
    .chain(([p, n]) => fc.tuple(fc.constant(p), fc.constant(n)));

describe('word-size polynomial kernels mod p', () => {
  it('remainder, gcd and exact division agree with BigInt', () => {
    fc.assert(
      fc.property(
        primeAndDegree(30).chain(([p, da]) =>
          fc.tuple(
            fc.constant(p),
            polyMod(p, da, false),
            fc.integer({ min: 0, max: da }).chain((db) => polyMod(p, db, false)),
          ),
        ),
        ([p, a, b]) => {
          const P = BigInt(p);
          const ip = 1 / p;
          const ra = toF64(a, a.length);
          const dr = remainder(
            ra,
            a.length - 1,
            toF64(b, b.length),
            b.length - 1,
            invMod(Number(b[b.length - 1]), p),
            p,
            ip,
          );
          expect(fromF64(ra, dr)).toEqual(remRef(a, b, P));
          const u = toF64(a, a.length);
          const v = toF64(b, a.length);
          const k = gcdDegree(u, a.length - 1, v, b.length - 1, p, ip);
          const ref = gcdRef(a, b, P);
          expect(k).toBe(ref.length - 1);
          expect(fromF64(u, k)).toEqual(ref);
          // (a·c) / c = a for a monic c.
          const c = monicRef(b, P);
          const prod = mulRef(monicRef(a, P), c, P);
          const g = toF64(prod, prod.length);
          const dq = divideMonic(g, prod.length - 1, toF64(c, c.length), c.length - 1, p, ip);
          expect(fromF64(g, dq)).toEqual(monicRef(a, P));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('products, squares and x^p modulo F agree with BigInt', () => {
    fc.assert(
      fc.property(
        primeAndDegree(30).chain(([p, n]) =>
          fc.tuple(
            fc.constant(p),
            polyMod(p, n, false),
            polyMod(p, Math.max(0, n - 1), false),
            polyMod(p, Math.max(0, n - 1), false),
          ),
        ),
        ([p, f, a, b]) => {
          const P = BigInt(p);
          const n = f.length - 1;
          const ws = new DdfWorkspace(n);
          expect(ws.load(toF64(f, n + 1), p)).toBe(true);
          const F = monicRef(f, P);
          const [a1, b1] = n === 0 ? [[], []] : [trim(a.slice(0, n)), trim(b.slice(0, n))];
          const out = new Float64Array(n);
          ws.mulMod(toF64(a1, n), toF64(b1, n), out);
          expect(fromF64(out, n - 1)).toEqual(remRef(mulRef(a1, b1, P), F, P));
          ws.sqrMod(toF64(a1, n), out);
          expect(fromF64(out, n - 1)).toEqual(remRef(mulRef(a1, a1, P), F, P));
          expect(fromF64(ws.xPowerP(), n - 1)).toEqual(powXRef(P, F, P));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('the degree pattern agrees with a naive DDF, and non-squarefree or degree-dropping inputs give null', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.constantFrom(2, 3, 5, 7, 11, 13, 101, 1999), fc.integer({ min: 1, max: 24 }))
          .chain(([p, n]) => fc.tuple(fc.constant(p), polyMod(p, n, false))),
        ([p, f]) => {
          const P = BigInt(p);
          const n = f.length - 1;
          const ws = new DdfWorkspace(n);
          const F = monicRef(f, P);
          const df = trim(F.slice(1).map((c, i) => m(c * BigInt(i + 1), P)));
          const squarefree = df.length > 0 && gcdRef(F, df, P).length === 1;
          const got = ws.pattern(toF64(f, n + 1), p);
          if (!squarefree) expect(got).toBeNull();
          else expect(got).toEqual(patternRef(F, P).sort((x, y) => x - y));
          // p dividing the leading coefficient.
          const dropped = toF64(f, n + 1);
          dropped[n] = 0;
          expect(ws.pattern(dropped, p)).toBeNull();
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('Frobenius steps through multiplication matrices', () => {
  // Below n²·p³ < 2^52 products are summed on a lazily reduced matrix, above it on a reduced one:
  // primes and degrees on both sides of that bound (65,521 changes side between degree 2 and 3).
  it('gives the naive DDF pattern at large primes and degrees', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.constantFrom(1999, 4093, 65_521, 1_048_573), fc.integer({ min: 2, max: 12 }))
          .chain(([p, n]) => fc.tuple(fc.constant(p), polyMod(p, n, true))),
        ([p, f]) => {
          const P = BigInt(p);
          const n = f.length - 1;
          const df = trim(f.slice(1).map((c, i) => m(c * BigInt(i + 1), P)));
          fc.pre(df.length > 0 && gcdRef(f, df, P).length === 1);
          const out = new Int32Array(n);
          const k = new DdfWorkspace(n).cycleType(toF64(f, n + 1), p, out, true);
          expect([...out.subarray(0, k)]).toEqual(patternRef(f, P).sort((x, y) => x - y));
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A random monic irreducible of degree d mod p (by the naive DDF), from a seeded generator. */
function irreducible(rand: () => number, d: number, p: bigint): P {
  for (;;) {
    const a: P = Array.from({ length: d }, () => BigInt(Math.floor(rand() * Number(p))));
    a.push(1n);
    if (d === 1 || (a[0] !== 0n && patternRef(a, p).length === 1)) return a;
  }
}

describe('the linear factors from the trace of the Frobenius matrix', () => {
  // Every element of F_p a root (x^p − x divides F): the trace is p ≡ 0, not "no linear factor".
  it('counts p linear factors at a prime below the degree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 5, 7),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (p, d, seed) => {
          const P = BigInt(p);
          const xpx: P = [0n, m(-1n, P), ...Array<bigint>(p - 2).fill(0n), 1n];
          const F = mulRef(xpx, irreducible(rng(seed), d, P), P);
          const n = F.length - 1;
          const out = new Int32Array(n);
          const k = new DdfWorkspace(n).cycleType(toF64(F, n + 1), p, out, true);
          expect([...out.subarray(0, k)]).toEqual([...Array<number>(p).fill(1), d]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('cycle types whose degrees all divide a small lcm (the shortcut of ddfWord.ts)', () => {
  // Frobenius types seen in practice (k factors of one degree, or degrees dividing a small lcm), and
  // a few with a large lcm, which take the plain loop.
  const SHAPES = [
    [6, 6, 6, 6],
    Array<number>(12).fill(2),
    [4, 4, 4, 4, 4, 4],
    Array<number>(8).fill(3),
    [12, 12],
    [8, 8, 8],
    [3, 3, 3, 3, 6, 6],
    [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
    [2, 2, 2, 2, 4, 4, 4, 4],
    [1, 2, 3, 6, 12],
    // A divisor with a trivial gcd settles only its own divisors: here 6 and 4 are trivial in turn.
    [4, 4, 4, 12],
    [3, 3, 6, 12],
    Array<number>(24).fill(1),
    [24],
    [1, 23],
    [5, 7, 12],
    [1, 2, 3, 18],
  ];
  it('the pattern of a product of distinct irreducibles of those degrees is those degrees', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(101, 1999),
        fc.constantFrom(...SHAPES),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (p, shape, seed) => {
          const P = BigInt(p);
          const rand = rng(seed);
          let F: P = [1n];
          for (const d of shape) F = mulRef(F, irreducible(rand, d, P), P);
          const df = trim(F.slice(1).map((c, i) => m(c * BigInt(i + 1), P)));
          fc.pre(gcdRef(F, df, P).length === 1); // two equal factors: not squarefree
          const ws = new DdfWorkspace(24);
          const want = [...shape].sort((x, y) => x - y);
          expect(ws.pattern(toF64(F, 25), p)).toEqual(want);
          // Told that F is squarefree, the same degrees without the test.
          const out = new Int32Array(24);
          const k = ws.cycleType(toF64(F, 25), p, out, true);
          expect([...out.subarray(0, k)]).toEqual(want);
        },
      ),
      { numRuns: 150 },
    );
  });
});
