/**
 * The residue fields of Montes' algorithm (montes.ts): F_p ⊂ F_1 ⊂ F_2 ⊂ …, each F_(i+1) =
 * F_i[y]/(ψ) for a monic irreducible ψ over F_i. An element of a field of dimension S over F_p is
 * a dense array of S residues mod p in mixed radix: the coefficients of y^0, y^1, … of the top
 * extension, each an element of the field below. An element of a subfield is the same array padded
 * with zeros, so residues found at different orders combine without conversion.
 *
 * Polynomials over such a field (`PolyT`: coefficient arrays, lowest degree first, no trailing
 * zeros) get what the algorithm asks of residual polynomials: their repeated irreducible factors,
 * from the squarefree factorization and Rabin's irreducibility test.
 */

import { invMod } from './polyModP';

export type Elem = bigint[];

export class ResidueTower {
  /** Dimension over F_p. */
  readonly size: number;
  /** The field's order p^size. */
  readonly q: bigint;
  /** Degree over the field below (1 for F_p). */
  readonly degree: number;

  private constructor(
    readonly p: bigint,
    readonly below: ResidueTower | null,
    /** ψ over `below`, monic: degree + 1 elements of it. */
    readonly modulus: Elem[] | null,
  ) {
    this.degree = modulus ? modulus.length - 1 : 1;
    this.size = below ? below.size * this.degree : 1;
    this.q = p ** BigInt(this.size);
  }

  static prime(p: bigint): ResidueTower {
    return new ResidueTower(p, null, null);
  }

  /** F[y]/(ψ) for ψ monic irreducible over this field (degree ≥ 2), as a list of its coefficients. */
  extend(psi: Elem[]): ResidueTower {
    return new ResidueTower(
      this.p,
      this,
      psi.map((c) => this.embed(c)),
    );
  }

  zero(): Elem {
    return new Array<bigint>(this.size).fill(0n);
  }

  one(): Elem {
    const e = this.zero();
    e[0] = 1n;
    return e;
  }

  /** The class of y in F[y]/(ψ): the generator of the top extension. */
  generator(): Elem {
    const e = this.zero();
    e[this.below ? this.below.size : 0] = 1n;
    return e;
  }

  /** An element of a subfield (or its leading part), padded to this field's size. */
  embed(a: readonly bigint[]): Elem {
    const e = this.zero();
    for (let i = 0; i < a.length && i < this.size; i++) e[i] = ((a[i]! % this.p) + this.p) % this.p;
    return e;
  }

  isZero(a: readonly bigint[]): boolean {
    return a.every((c) => c === 0n);
  }

  add(a: readonly bigint[], b: readonly bigint[]): Elem {
    return a.map((c, i) => (c + b[i]!) % this.p);
  }

  sub(a: readonly bigint[], b: readonly bigint[]): Elem {
    return a.map((c, i) => (c - b[i]! + this.p) % this.p);
  }

  mul(a: readonly bigint[], b: readonly bigint[]): Elem {
    const { below, p } = this;
    if (below === null) return [(a[0]! * b[0]!) % p];
    const S = below.size;
    const f = this.degree;
    const A = Array.from({ length: f }, (_, k) => a.slice(k * S, (k + 1) * S));
    const B = Array.from({ length: f }, (_, k) => b.slice(k * S, (k + 1) * S));
    const C = Array.from({ length: 2 * f - 1 }, () => below.zero());
    for (let i = 0; i < f; i++) {
      if (below.isZero(A[i]!)) continue;
      for (let j = 0; j < f; j++)
        if (!below.isZero(B[j]!)) C[i + j] = below.add(C[i + j]!, below.mul(A[i]!, B[j]!));
    }
    // y^f = −Σ ψ_i y^i, from the top.
    const psi = this.modulus!;
    for (let k = 2 * f - 2; k >= f; k--) {
      const c = C[k]!;
      if (below.isZero(c)) continue;
      for (let i = 0; i < f; i++) C[k - f + i] = below.sub(C[k - f + i]!, below.mul(c, psi[i]!));
    }
    return C.slice(0, f).flat();
  }

  /** a^k for any integer k (a ≠ 0 when k < 0). */
  pow(a: readonly bigint[], k: number | bigint): Elem {
    let e = BigInt(k);
    if (e < 0n) e = (e % (this.q - 1n)) + this.q - 1n;
    let base = a.slice();
    let out = this.one();
    while (e > 0n) {
      if (e & 1n) out = this.mul(out, base);
      base = this.mul(base, base);
      e >>= 1n;
    }
    return out;
  }

  inv(a: readonly bigint[]): Elem {
    return this.below === null ? [invMod(a[0]!, this.p)] : this.pow(a, -1);
  }

  neg(a: readonly bigint[]): Elem {
    return this.sub(this.zero(), a);
  }
}

/** A polynomial over a ResidueTower: coefficients lowest degree first, no trailing zeros. */
export type PolyT = Elem[];

function trimT(F: ResidueTower, a: PolyT): PolyT {
  let n = a.length;
  while (n > 0 && F.isZero(a[n - 1]!)) n--;
  return a.slice(0, n);
}

function monicT(F: ResidueTower, a: PolyT): PolyT {
  const inv = F.inv(a[a.length - 1]!);
  return a.map((c) => F.mul(c, inv));
}

function mulT(F: ResidueTower, a: PolyT, b: PolyT): PolyT {
  if (a.length === 0 || b.length === 0) return [];
  const out = Array.from({ length: a.length + b.length - 1 }, () => F.zero());
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) out[i + j] = F.add(out[i + j]!, F.mul(a[i]!, b[j]!));
  return trimT(F, out);
}

function divmodT(F: ResidueTower, a: PolyT, b: PolyT): { q: PolyT; r: PolyT } {
  const r = a.slice();
  const db = b.length - 1;
  if (r.length <= db) return { q: [], r: trimT(F, r) };
  const q = Array.from({ length: r.length - db }, () => F.zero());
  const lead = F.inv(b[db]!);
  for (let i = r.length - 1; i >= db; i--) {
    const c = F.mul(r[i]!, lead);
    q[i - db] = c;
    if (F.isZero(c)) continue;
    for (let j = 0; j <= db; j++) r[i - db + j] = F.sub(r[i - db + j]!, F.mul(c, b[j]!));
  }
  return { q: trimT(F, q), r: trimT(F, r.slice(0, db)) };
}

function gcdT(F: ResidueTower, a0: PolyT, b0: PolyT): PolyT {
  let [a, b] = [trimT(F, a0), trimT(F, b0)];
  while (b.length > 0) [a, b] = [b, divmodT(F, a, b).r];
  return a.length === 0 ? a : monicT(F, a);
}

const derivT = (F: ResidueTower, a: PolyT): PolyT =>
  trimT(
    F,
    a.slice(1).map((c, i) => c.map((x) => (x * BigInt(i + 1)) % F.p)),
  );

/** b^e mod m. */
function powModT(F: ResidueTower, b: PolyT, e: bigint, m: PolyT): PolyT {
  let out: PolyT = [F.one()];
  let base = divmodT(F, b, m).r;
  for (let k = e; k > 0n; k >>= 1n) {
    if (k & 1n) out = divmodT(F, mulT(F, out, base), m).r;
    base = divmodT(F, mulT(F, base, base), m).r;
  }
  return out;
}

/**
 * The squarefree factorization a = Π P_i^i (a monic), as [P_i, i] with P_i ≠ 1 (Yun's algorithm
 * with the p-th root step of characteristic p: a part with a′ = 0 is b(y^p) = (b^(1/p)(y))^p, the
 * p-th root of a coefficient c being c^(q/p)).
 */
function squarefreeFactors(F: ResidueTower, a: PolyT): [PolyT, number][] {
  const out: [PolyT, number][] = [];
  const d = derivT(F, a);
  let c = d.length === 0 ? a : gcdT(F, a, d);
  let w = d.length === 0 ? [F.one()] : divmodT(F, a, c).q;
  for (let i = 1; w.length > 1; i++) {
    const y = gcdT(F, w, c);
    const z = divmodT(F, w, y).q;
    if (z.length > 1) out.push([z, i]);
    w = y;
    c = divmodT(F, c, y).q;
  }
  if (c.length > 1) {
    const p = Number(F.p);
    const root = c.filter((_, i) => i % p === 0).map((x) => F.pow(x, F.q / F.p));
    for (const [P, i] of squarefreeFactors(F, root)) out.push([P, i * p]);
  }
  return out;
}

/** Rabin's test: P (monic, degree d) is irreducible iff y^(q^d) ≡ y and gcd(y^(q^(d/r)) − y, P) = 1 for primes r | d. */
function irreducible(F: ResidueTower, P: PolyT): boolean {
  const d = P.length - 1;
  if (d <= 1) return true;
  const y: PolyT = [F.zero(), F.one()];
  const frob = (k: number) => {
    let t = y;
    for (let i = 0; i < k; i++) t = powModT(F, t, F.q, P);
    return t;
  };
  const minusY = (t: PolyT) =>
    trimT(
      F,
      [...t, F.zero(), F.zero()]
        .slice(0, Math.max(t.length, 2))
        .map((c, i) => (i === 1 ? F.sub(c, F.one()) : c)),
    );
  if (minusY(frob(d)).length > 0) return false;
  for (let r = 2; r <= d; r++) {
    if (d % r !== 0 || [...Array(r).keys()].some((k) => k > 1 && r % k === 0)) continue;
    if (gcdT(F, minusY(frob(d / r)), P).length > 1) return false;
  }
  return true;
}

/**
 * The monic irreducible factors of a (over F, degree ≥ 1) of multiplicity ≥ 2, each with its
 * multiplicity, or null when one such part of the squarefree factorization is reducible and not a
 * product of linear factors found by trying each element (F small).
 */
export function repeatedFactors(
  F: ResidueTower,
  a: PolyT,
  maxEnumerated = 1 << 12,
): [PolyT, number][] | null {
  const out: [PolyT, number][] = [];
  for (const [P, i] of squarefreeFactors(F, monicT(F, a))) {
    if (i < 2) continue;
    if (irreducible(F, P)) {
      out.push([P, i]);
      continue;
    }
    if (F.q > BigInt(maxEnumerated)) return null;
    let rest = P;
    for (const c of elements(F)) {
      const lin: PolyT = [F.neg(c), F.one()];
      const { q, r } = divmodT(F, rest, lin);
      if (r.length > 0) continue;
      out.push([lin, i]);
      rest = q;
    }
    if (rest.length > 1) {
      if (!irreducible(F, rest)) return null;
      out.push([rest, i]);
    }
  }
  return out;
}

function* elements(F: ResidueTower): Generator<Elem> {
  for (let i = 0n; i < F.q; i++) {
    const e = F.zero();
    let r = i;
    for (let k = 0; k < F.size; k++, r /= F.p) e[k] = r % F.p;
    yield e;
  }
}
