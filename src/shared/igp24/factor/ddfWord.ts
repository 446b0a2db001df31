/**
 * Degree pattern of f mod p (the cycle type of Frobenius) by the distinct-degree factorization in
 * word-size float64 arithmetic, for primes p < 2^20: a product of residues is below 2^40, so sums
 * of up to 2^12 products stay exact and the kernels reduce once per coefficient, not per product.
 * One `DdfWorkspace` per degree holds every buffer, so a factorization allocates nothing per step
 * (a ranking runs hundreds of them per polynomial).
 *
 * Method: F = f mod p made monic; squarefree when gcd(F, F') = 1 (skipped when the caller knows it,
 * from p ∤ disc f); x^p mod F by left-to-right squaring (the leading bits give a power of x below
 * deg F for free, and a set bit is a shift); then h_d = x^(p^d) = h_(d−1)(x^p) mod F for
 * d = 2, 3, … up to deg F / 2 by baby steps and giant steps on half the rows of the Frobenius
 * matrix (rows x^(p·i) mod F, built only when h_1 ≠ x), stopping at the first d with h_d = x. Such
 * a d is the lcm L of the factor degrees (every factor degree divides d exactly when h_d ≡ x mod F),
 * and then only the gcds with h_e − x for the proper divisors e of L are needed — most of them not
 * even that: a divisor with a trivial gcd makes its own divisors trivial, and the number of linear
 * factors is the trace of the Frobenius matrix mod p. Nearly all cycle types of Frobenius seen in
 * practice are of that kind (k factors of one degree, or degrees 1, 2, 4, …): two gcds or fewer
 * instead of one per d. Otherwise (L > deg F / 2), the plain distinct-degree loop: gcd(h_d − x, g)
 * for d = 1, 2, … while 2d ≤ deg g, g being the part of F not yet split off, from the h_d already
 * computed.
 * Residue polynomials are ascending coefficient arrays with an explicit degree.
 */
import { invMod } from '../arith/wordModP';

/**
 * x mod p in [0, p) (as wordModP.reduce, |x| + p ≤ 2^53), repeated here: a call across modules
 * goes through an export getter under some loaders and is then not inlined in these loops.
 */
function reduce(x: number, p: number, ip: number): number {
  const r = x - Math.floor(x * ip) * p;
  return r < 0 ? r + p : r >= p ? r - p : r;
}

/** Inverses modulo the small primes (all of 1..p−1, by inv(i) = −⌊p/i⌋·inv(p mod i)), cached:
 * a DDF takes hundreds of inverses, and the default ranking's primes are all below 2,000. */
const INVERSE_TABLE_LIMIT = 4096;
const INVERSES = new Map<number, Float64Array>();
function inverseTable(p: number): Float64Array | null {
  if (p >= INVERSE_TABLE_LIMIT) return null;
  let t = INVERSES.get(p);
  if (!t) {
    t = new Float64Array(p);
    if (p > 1) t[1] = 1;
    for (let i = 2; i < p; i++) t[i] = (p - ((Math.floor(p / i) * t[p % i]!) % p)) % p;
    INVERSES.set(p, t);
  }
  return t;
}

/** The kernels' bound on p (products below 2^40, see above). */
export const DDF_PRIME_LIMIT = 2 ** 20;

export class DdfWorkspace {
  readonly n: number;
  /** Monic F mod p, n + 1 coefficients. */
  readonly F: Float64Array;
  /** Positions of the nonzero coefficients below the top of F (many IGP24 polynomials are sparse,
   * most of them even: a reduction step touches only these), and of the two factors of a product. */
  private readonly fNonzero: Int32Array;
  private fNonzeroCount = 0;
  private readonly aNonzero: Int32Array;
  private readonly bNonzero: Int32Array;
  /** Raw product before reduction, 2n − 1 coefficients. */
  private readonly prod: Float64Array;
  /** Rows i ≤ babySteps of the Frobenius matrix, row i = x^(p·i) mod F, row-major (frobeniusSteps). */
  private readonly Q: Float64Array;
  private readonly babySteps: number;
  /** A multiplication matrix mod F, row j = x^j·a mod F (lazily reduced: multiplicationMatrix). */
  private readonly M: Float64Array;
  /** The two block sums of a composition. */
  private readonly sum: Float64Array;
  private readonly low: Float64Array;
  private readonly xp: Float64Array;
  /** Row d = h_d = x^(p^d) mod F for d = 0 … ⌊n/2⌋, row-major. */
  private readonly H: Float64Array;
  private readonly acc: Float64Array;
  /** The unsplit part g of F and the gcd's two working remainders. */
  private readonly g: Float64Array;
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  /** Per divisor e of L: deg gcd(h_e − x, F) (−1 not yet known), and the number of factors of degree e. */
  private readonly gcdDeg: Int32Array;
  private readonly factors: Int32Array;
  /** The degrees `pattern` copies out. */
  private readonly degrees: Int32Array;
  private p = 2;
  private ip = 0.5;

  constructor(n: number) {
    // 2n·p² < 2^53 keeps every lazy sum exact (see reduceProd).
    if (!Number.isInteger(n) || n < 1 || n > 2048)
      throw new RangeError('a DDF workspace needs a degree from 1 to 2048');
    this.n = n;
    this.F = new Float64Array(n + 1);
    this.prod = new Float64Array(2 * n);
    this.babySteps = Math.ceil(n / 2);
    this.Q = new Float64Array((this.babySteps + 1) * n);
    this.M = new Float64Array(n * n);
    this.sum = new Float64Array(n);
    this.low = new Float64Array(n);
    this.fNonzero = new Int32Array(n);
    this.aNonzero = new Int32Array(n);
    this.bNonzero = new Int32Array(n);
    this.xp = new Float64Array(n);
    this.H = new Float64Array(((n >> 1) + 1) * n);
    this.acc = new Float64Array(n);
    this.gcdDeg = new Int32Array((n >> 1) + 1);
    this.factors = new Int32Array((n >> 1) + 1);
    this.degrees = new Int32Array(n);
    this.g = new Float64Array(n + 1);
    this.u = new Float64Array(n + 1);
    this.v = new Float64Array(n + 1);
  }

  /**
   * Ascending factor degrees of f mod p, given the residues of f (n + 1 of them, in [0, p)), or
   * null when p divides the leading coefficient or f mod p is not squarefree.
   */
  pattern(residues: ArrayLike<number>, p: number): number[] | null {
    const k = this.cycleType(residues, p, this.degrees);
    return k < 0 ? null : Array.from(this.degrees.subarray(0, k));
  }

  /**
   * As `pattern`, without allocating: the ascending factor degrees go into `out` (room for n) and
   * their number is returned, or −1. `squarefree`: the caller knows that f mod p is squarefree when
   * p does not divide the leading coefficient (p ∤ disc f), so the gcd(F, F') test is skipped.
   */
  cycleType(residues: ArrayLike<number>, p: number, out: Int32Array, squarefree = false): number {
    if (!this.load(residues, p)) return -1;
    if (!squarefree && !this.squarefree()) return -1;
    return this.distinctDegree(out);
  }

  /** F = f mod p made monic; false when p divides the leading coefficient. */
  load(residues: ArrayLike<number>, p: number): boolean {
    if (!(p >= 2 && p < DDF_PRIME_LIMIT)) throw new RangeError(`DDF needs a prime below 2^20, got ${p}`);
    const n = this.n;
    const lead = residues[n]!;
    if (lead === 0) return false;
    this.p = p;
    this.ip = 1 / p;
    inverses = inverseTable(p);
    const c = inverse(lead, p);
    let nz = 0;
    for (let i = 0; i < n; i++) {
      const fi = reduce(residues[i]! * c, p, this.ip);
      this.F[i] = fi;
      if (fi !== 0) this.fNonzero[nz++] = i;
    }
    this.fNonzeroCount = nz;
    this.F[n] = 1;
    return true;
  }

  private squarefree(): boolean {
    const { n, p, ip, F, u, v } = this;
    // u = F, v = F' (degree < n).
    u.set(F);
    let dv = -1;
    for (let i = 1; i <= n; i++) {
      v[i - 1] = reduce(i * F[i]!, p, ip);
      if (v[i - 1] !== 0) dv = i - 1;
    }
    if (dv < 0) return false;
    return gcdDegree(u, n, v, dv, p, ip) === 0;
  }

  /** out = a·b mod F (a, b of degree < n, reduced); out may alias a or b. */
  mulMod(a: Float64Array, b: Float64Array, out: Float64Array): void {
    this.mulAt(a, 0, b, 0, out, 0);
  }

  /** out = a² mod F (half the products of mulMod); out may alias a. */
  sqrMod(a: Float64Array, out: Float64Array): void {
    this.sqrAt(a, 0, out, 0);
  }

  /** As mulMod on the rows of length n at the given offsets (no subarray views per call); only
   * the nonzero coefficients of each factor are multiplied. */
  private mulAt(
    a: Float64Array,
    ao: number,
    b: Float64Array,
    bo: number,
    out: Float64Array,
    oo: number,
  ): void {
    const { n, prod, aNonzero, bNonzero } = this;
    prod.fill(0, 0, 2 * n - 1);
    let na = 0;
    let nb = 0;
    for (let i = 0; i < n; i++) {
      if (a[ao + i] !== 0) aNonzero[na++] = i;
      if (b[bo + i] !== 0) bNonzero[nb++] = i;
    }
    for (let s = 0; s < na; s++) {
      const i = aNonzero[s]!;
      const ai = a[ao + i]!;
      for (let t = 0; t < nb; t++) {
        const j = bNonzero[t]!;
        prod[i + j] = prod[i + j]! + ai * b[bo + j]!;
      }
    }
    this.reduceProd(out, oo);
  }

  private sqrAt(a: Float64Array, ao: number, out: Float64Array, oo: number): void {
    const { n, prod, aNonzero } = this;
    prod.fill(0, 0, 2 * n - 1);
    let na = 0;
    for (let i = 0; i < n; i++) if (a[ao + i] !== 0) aNonzero[na++] = i;
    for (let s = 0; s < na; s++) {
      const i = aNonzero[s]!;
      const ai = a[ao + i]!;
      prod[2 * i] = prod[2 * i]! + ai * ai;
      const twice = 2 * ai;
      for (let t = s + 1; t < na; t++) {
        const j = aNonzero[t]!;
        prod[i + j] = prod[i + j]! + twice * a[ao + j]!;
      }
    }
    this.reduceProd(out, oo);
  }

  /**
   * prod (degree ≤ 2n − 2, entries below n·p²) mod the monic F into out. Each entry collects at
   * most n − 1 more products, so entries stay below 2n·p² < 2^52: exact.
   */
  private reduceProd(out: Float64Array, oo: number): void {
    const { n, p, ip, F, prod, fNonzero } = this;
    const nz = this.fNonzeroCount;
    for (let k = 2 * n - 2; k >= n; k--) {
      const c = reduce(prod[k]!, p, ip);
      if (c === 0) continue;
      const off = k - n;
      for (let t = 0; t < nz; t++) {
        const j = fNonzero[t]!;
        prod[off + j] = prod[off + j]! - c * F[j]!;
      }
    }
    for (let j = 0; j < n; j++) out[oo + j] = reduce(prod[j]!, p, ip);
  }

  /** a·x mod F in place (a of degree < n, reduced). */
  private mulX(a: Float64Array): void {
    const { n, p, ip, F } = this;
    const top = a[n - 1]!;
    for (let j = n - 1; j >= 1; j--) a[j] = reduce(a[j - 1]! - top * F[j]!, p, ip);
    a[0] = reduce(-top * F[0]!, p, ip);
  }

  /** x^p mod F (a copy), F as last loaded. */
  xPowerP(): Float64Array {
    this.powerX();
    return this.xp.slice();
  }

  /** xp = x^p mod F. */
  private powerX(): void {
    const { n, p, xp } = this;
    let bit = 31 - Math.clz32(p);
    // The longest leading run of bits whose value t stays below n: x^t needs no reduction.
    let t = 1;
    while (bit > 0 && 2 * t + ((p >>> (bit - 1)) & 1) < n) {
      bit--;
      t = 2 * t + ((p >>> bit) & 1);
    }
    xp.fill(0);
    if (t < n) xp[t] = 1;
    else {
      // n = 1: x mod F = −F[0].
      xp[0] = reduce(-this.F[0]!, p, this.ip);
    }
    for (bit--; bit >= 0; bit--) {
      this.sqrMod(xp, xp);
      if ((p >>> bit) & 1) this.mulX(xp);
    }
  }

  /**
   * Multiplication by the residue `a` (reduced) mod F as a matrix, row j = x^j·a mod F, into M: built
   * by shifts that reduce only the carried top coefficient (entries below n·p²). A vector times this
   * lazy M sums to below n²·p³: exact while n²·p³ < 2^52; otherwise M is reduced (sums below n·p²
   * < 2^52 for every p < 2^20, n ≤ 2048). Public for the whole Frobenius matrix of factorWord.ts.
   */
  multiplicationMatrix(a: Float64Array, ao: number): void {
    const { n, p, ip, F, M } = this;
    for (let k = 0; k < n; k++) M[k] = a[ao + k]!;
    for (let j = 1; j < n; j++) {
      const src = (j - 1) * n;
      const dst = j * n;
      const top = reduce(M[src + n - 1]!, p, ip);
      M[dst] = -top * F[0]!;
      for (let k = 1; k < n; k++) M[dst + k] = M[src + k - 1]! - top * F[k]!;
    }
    if (n * n * p * p * p >= 2 ** 52) for (let k = 0; k < n * n; k++) M[k] = reduce(M[k]!, p, ip);
  }

  /**
   * out row `oo` = v·M mod F (v reduced, M from multiplicationMatrix), plus `add` row `ao` (entries
   * below n·p², or no row when ao < 0) before the reduction: n² multiply-adds and n reductions, where
   * a product mod F costs as many multiply-adds again for its reduction and one sequential reduction
   * per high coefficient.
   */
  timesM(v: Float64Array, vo: number, out: Float64Array, oo: number, add: Float64Array, ao: number): void {
    const { n, p, ip, M, acc } = this;
    if (ao < 0) acc.fill(0);
    else for (let k = 0; k < n; k++) acc[k] = add[ao + k]!;
    for (let j = 0; j < n; j++) {
      const c = v[vo + j]!;
      if (c === 0) continue;
      const row = j * n;
      for (let k = 0; k < n; k++) acc[k] = acc[k]! + c * M[row + k]!;
    }
    for (let k = 0; k < n; k++) out[oo + k] = reduce(acc[k]!, p, ip);
  }

  /**
   * For h_d = h_(d−1)(x^p) mod F by baby steps and giant steps (n ≥ 4): the rows Q_i = x^(p·i) mod F
   * of the Frobenius matrix for i ≤ k = ⌈n/2⌉ only, and M = multiplication by the giant step
   * G = Q_k. A composition is then two block sums and one product by G (about 3n² multiply-adds)
   * against n² with the whole matrix, which costs n² a row to build: most cycle types seen reach
   * their lcm after a few steps, where half the rows is the saving, and at the most steps (n/2 − 1)
   * the two ways cost the same.
   */
  private frobeniusSteps(): void {
    const { n, Q, xp } = this;
    const k = this.babySteps;
    Q.fill(0, 0, n);
    Q[0] = 1;
    Q.set(xp, n);
    this.multiplicationMatrix(xp, 0);
    for (let i = 2; i <= k; i++) this.timesM(Q, (i - 1) * n, Q, i * n, Q, -1);
    this.multiplicationMatrix(Q, k * n);
  }

  /** Row d of H = h_(d−1)(x^p) mod F = c_0 + c_1·G, c_j = Σ_(i<k) h_(d−1)[j·k + i]·Q_i: c_1 reduced
   * (a factor), c_0 not (entries below k·p², added before the product's reduction). */
  private applyFrobenius(d: number): void {
    const { n, p, ip, H, sum, low } = this;
    const k = this.babySteps;
    const src = (d - 1) * n;
    this.blockSum(H, src + k, n - k, sum);
    for (let j = 0; j < n; j++) sum[j] = reduce(sum[j]!, p, ip);
    this.blockSum(H, src, k, low);
    this.timesM(sum, 0, H, d * n, low, 0);
  }

  /** out = Σ_(i<count) h[ho + i]·Q_i, unreduced. */
  private blockSum(h: Float64Array, ho: number, count: number, out: Float64Array): void {
    const { n, Q } = this;
    out.fill(0);
    for (let i = 0; i < count; i++) {
      const c = h[ho + i]!;
      if (c === 0) continue;
      const row = i * n;
      for (let j = 0; j < n; j++) out[j] = out[j]! + c * Q[row + j]!;
    }
  }

  /** The trace of the Frobenius matrix: Σ_i [x^i] Q_i, the rows above k as Q_(i−k)·G through M. */
  private frobeniusTrace(): number {
    const { n, p, ip, Q, M } = this;
    const k = this.babySteps;
    let trace = 0;
    for (let i = 0; i <= k; i++) trace += Q[i * n + i]!;
    for (let i = k + 1; i < n; i++) {
      const row = (i - k) * n;
      let c = 0;
      for (let j = 0; j < n; j++) c += Q[row + j]! * M[j * n + i]!;
      trace += reduce(c, p, ip);
    }
    return reduce(trace, p, ip);
  }

  /** Whether h_d = x (n ≥ 2). */
  private isX(d: number): boolean {
    const { n, H } = this;
    const row = d * n;
    if (H[row + 1] !== 1 || H[row] !== 0) return false;
    for (let j = 2; j < n; j++) if (H[row + j] !== 0) return false;
    return true;
  }

  /** v = h_d − x (n ≥ 2); returns its degree. */
  private hMinusX(d: number): number {
    const { n, p, H, v } = this;
    const row = d * n;
    for (let j = 0; j < n; j++) v[j] = H[row + j]!;
    v[1] = v[1]! === 0 ? p - 1 : v[1]! - 1;
    return trimDegree(v, n - 1);
  }

  private distinctDegree(out: Int32Array): number {
    const { n, p, ip, F, g, H, u, v } = this;
    if (n === 1) {
      out[0] = 1;
      return 1;
    }
    this.powerX();
    const half = n >> 1;
    H.fill(0, 0, n);
    H[1] = 1;
    // h_1 = x^p needs no matrix, and when it is x (every factor linear) or n < 4, no other row is
    // needed either: the matrix is built only for h_2 onwards.
    H.set(this.xp, n);
    let lcm = this.isX(1) ? 1 : 0;
    let rows = 1;
    if (lcm === 0 && half >= 2) this.frobeniusSteps();
    for (let d = 2; d <= half && lcm === 0; d++) {
      this.applyFrobenius(d);
      rows = d;
      if (this.isX(d)) {
        lcm = d;
        break;
      }
    }
    if (lcm > 0) return this.dividingDegrees(lcm, out);
    // The plain loop on the rows computed above (2d ≤ deg g ≤ n: d ≤ rows).
    let count = 0;
    g.set(F);
    let m = n;
    for (let d = 1; 2 * d <= m && d <= rows; d++) {
      // v = (h_d − x) mod g, u = g.
      let dv = this.hMinusX(d);
      if (dv >= 0) dv = remainder(v, dv, g, m, 1, p, ip);
      if (dv < 0) {
        // g divides x^(p^d) − x: every factor left has degree d.
        for (let k = 0; k < m / d; k++) out[count++] = d;
        m = 0;
        break;
      }
      u.set(g.subarray(0, m + 1));
      const k = gcdDegree(u, m, v, dv, p, ip);
      if (k > 0) {
        // u holds the monic gcd of degree k: g = g / gcd.
        for (let c = 0; c < k / d; c++) out[count++] = d;
        m = divideMonic(g, m, u, k, p, ip);
      }
    }
    if (m > 0) out[count++] = m;
    return count;
  }

  /**
   * The degrees when every one divides `lcm` (h_lcm = x): deg gcd(h_e − x, F) = Σ_{e' | e} e'·n_e'
   * for each proper divisor e of lcm, found from the largest e down, so that a trivial gcd settles
   * all of its divisors at once; the factors of degree lcm make up the rest.
   */
  private dividingDegrees(lcm: number, out: Int32Array): number {
    const { n, p, ip, F, u, v, gcdDeg, factors } = this;
    gcdDeg.fill(-1, 0, lcm + 1);
    // The linear factors without a gcd: F_p[x]/F is a product of fields F_(p^d), one per factor, and
    // a ↦ a^p fixes F_p and permutes a normal basis of each larger one in a d-cycle, so the trace of
    // Q is the number of linear factors mod p. That number is at most p (distinct roots in F_p):
    // only a trace of 0 with p ≤ n is ambiguous (0 or p), and then the gcd decides. (lcm > 1: the
    // baby steps are built.)
    if (lcm > 1) {
      const linear = this.frobeniusTrace();
      if (linear !== 0 || p > n) gcdDeg[1] = linear;
    }
    for (let e = lcm - 1; e >= 1; e--) {
      if (lcm % e !== 0 || gcdDeg[e] !== -1) continue;
      // h_e ≠ x, as lcm is the first d with h_d = x.
      const dv = this.hMinusX(e);
      u.set(F);
      const k = gcdDegree(u, n, v, dv, p, ip);
      gcdDeg[e] = k;
      if (k === 0) for (let e2 = 1; e2 < e; e2++) if (e % e2 === 0) gcdDeg[e2] = 0;
    }
    let count = 0;
    let used = 0;
    for (let e = 1; e < lcm; e++) {
      if (lcm % e !== 0) continue;
      let s = gcdDeg[e]!;
      for (let e2 = 1; e2 < e; e2++) if (e % e2 === 0) s -= e2 * factors[e2]!;
      factors[e] = s / e;
      for (let c = 0; c < s / e; c++) out[count++] = e;
      used += s;
    }
    for (let c = 0; c < (n - used) / lcm; c++) out[count++] = lcm;
    return count;
  }
}

/** Degree of a (at most d) after dropping zero top coefficients; −1 for zero. */
export function trimDegree(a: Float64Array, d: number): number {
  while (d >= 0 && a[d] === 0) d--;
  return d;
}

/**
 * a (degree da, reduced) mod b (degree db, reduced, b[db] ≠ 0, `lead` = b[db]⁻¹) in place; returns
 * the degree of the remainder (−1 for zero). Lazy: a low coefficient collects at most da − db + 1
 * products (< 2^46) before the final reduction, and b is never made monic (that would cost db
 * more reductions per Euclid step).
 */
export function remainder(
  a: Float64Array,
  da: number,
  b: Float64Array,
  db: number,
  lead: number,
  p: number,
  ip: number,
): number {
  for (let i = da; i >= db; i--) {
    const top = reduce(a[i]!, p, ip);
    a[i] = 0;
    if (top === 0) continue;
    const c = reduce(top * lead, p, ip);
    const off = i - db;
    for (let j = 0; j < db; j++) a[off + j] = a[off + j]! - c * b[j]!;
  }
  const top = Math.min(da, db - 1);
  for (let j = 0; j <= top; j++) a[j] = reduce(a[j]!, p, ip);
  return trimDegree(a, top);
}

/** The inverse table of the prime last given to DdfWorkspace.load (or gcdDegree), or null above
 * the table limit. */
let inverses: Float64Array | null = null;
const inverse = (a: number, p: number): number => (inverses === null ? invMod(a, p) : inverses[a]!);

/**
 * gcd of u (degree du) and v (degree dv ≤ du, both reduced, nonzero) by Euclid in the two buffers;
 * returns its degree and leaves the monic gcd in u (both buffers are overwritten).
 */
export function gcdDegree(
  u: Float64Array,
  du: number,
  v: Float64Array,
  dv: number,
  p: number,
  ip: number,
): number {
  if (inverses === null || inverses.length !== p) inverses = inverseTable(p);
  let a = u;
  let b = v;
  let da = du;
  let db = dv;
  while (db > 0) {
    const dr = remainder(a, da, b, db, inverse(b[db]!, p), p, ip);
    const t = a;
    a = b;
    b = t;
    da = db;
    db = dr;
  }
  if (db === 0) {
    // A nonzero constant remainder: coprime.
    u[0] = 1;
    return 0;
  }
  const c = inverse(a[da]!, p);
  for (let j = 0; j < da; j++) u[j] = reduce(a[j]! * c, p, ip);
  u[da] = 1;
  return da;
}

/**
 * g (degree m) / c (monic, degree k) in place, the division being exact; returns m − k. The
 * quotient's coefficients are produced from the top, each from already reduced ones.
 */
export function divideMonic(
  g: Float64Array,
  m: number,
  c: Float64Array,
  k: number,
  p: number,
  ip: number,
): number {
  const dq = m - k;
  for (let i = m; i >= k; i--) {
    const q = reduce(g[i]!, p, ip);
    g[i] = q;
    if (q === 0) continue;
    const off = i - k;
    for (let j = 0; j < k; j++) g[off + j] = g[off + j]! - q * c[j]!;
  }
  // The quotient sits in g[k..m]: move it down.
  for (let j = 0; j <= dq; j++) g[j] = g[k + j]!;
  for (let j = dq + 1; j <= m; j++) g[j] = 0;
  return dq;
}
