/**
 * Exact polynomial helpers over Z with BigInt coefficients.
 *
 * A polynomial is a `bigint[]` in ascending powers (`p[i]` is the coefficient of x^i), normalized
 * without trailing zeros; the zero polynomial is `[]`. Every function returns a fresh array and
 * never mutates its input. Pure TypeScript: no Node or DOM APIs.
 */
export type Poly = bigint[];

export const abs = (a: bigint): bigint => (a < 0n ? -a : a);

export const sign = (a: bigint): -1 | 0 | 1 => (a > 0n ? 1 : a < 0n ? -1 : 0);

/** Non-negative gcd of two integers. */
export function gcdInt(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const TWO_53 = 2n ** 53n;
const TWO_32 = 2 ** 32;

/** Number of bits of |a| (0 for 0). */
export function bitLength(a: bigint): number {
  if (a < 0n) a = -a;
  // Below 2^53 the value is an exact Number: no string. Most coefficients are this small, and
  // the norms, bounds and probes ask for their bit lengths on every line.
  if (a < TWO_53) {
    const x = Number(a);
    return x < TWO_32 ? 32 - Math.clz32(x) : 64 - Math.clz32(Math.floor(x / TWO_32));
  }
  // toString(16) is linear and cheap compared to repeated shifts; the first digit's value from its
  // character code ('0'–'9' then 'a'–'f'), without a substring.
  const hex = a.toString(16);
  const c = hex.charCodeAt(0);
  return (hex.length - 1) * 4 + (32 - Math.clz32(c <= 57 ? c - 48 : c - 87));
}

/** Drops trailing zero coefficients (in place) and returns the same array. */
export function trim(p: Poly): Poly {
  let n = p.length;
  while (n > 0 && p[n - 1] === 0n) n--;
  p.length = n;
  return p;
}

/** Degree; -1 for the zero polynomial. */
export const degree = (p: Poly): number => p.length - 1;

/** Leading coefficient; 0n for the zero polynomial. */
export const lc = (p: Poly): bigint => (p.length === 0 ? 0n : p[p.length - 1]!);

export function add(a: Poly, b: Poly): Poly {
  const n = Math.max(a.length, b.length);
  const r: Poly = new Array(n);
  for (let i = 0; i < n; i++) r[i] = (a[i] ?? 0n) + (b[i] ?? 0n);
  return trim(r);
}

export function sub(a: Poly, b: Poly): Poly {
  const n = Math.max(a.length, b.length);
  const r: Poly = new Array(n);
  for (let i = 0; i < n; i++) r[i] = (a[i] ?? 0n) - (b[i] ?? 0n);
  return trim(r);
}

export function mul(a: Poly, b: Poly): Poly {
  if (a.length === 0 || b.length === 0) return [];
  const r: Poly = new Array(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0n) continue;
    for (let j = 0; j < b.length; j++) r[i + j] = r[i + j]! + ai * b[j]!;
  }
  return trim(r);
}

export function scale(p: Poly, c: bigint): Poly {
  if (c === 0n) return [];
  return p.map((x) => x * c);
}

/** Exact division of every coefficient by c (caller guarantees divisibility). */
export function divScalar(p: Poly, c: bigint): Poly {
  return p.map((x) => x / c);
}

export function derivative(p: Poly): Poly {
  const r: Poly = [];
  for (let i = 1; i < p.length; i++) r.push(BigInt(i) * p[i]!);
  return trim(r);
}

/** p(x) by Horner. */
export function evaluate(p: Poly, x: bigint): bigint {
  let acc = 0n;
  for (let i = p.length - 1; i >= 0; i--) acc = acc * x + p[i]!;
  return acc;
}

/** Non-negative gcd of the coefficients (0 for the zero polynomial). */
export function content(p: Poly): bigint {
  let g = 0n;
  for (const c of p) {
    g = gcdInt(g, c);
    if (g === 1n) return 1n;
  }
  return g;
}

/** p / content(p), with a positive leading coefficient. */
export function primitivePart(p: Poly): Poly {
  if (p.length === 0) return [];
  let c = content(p);
  if (lc(p) < 0n) c = -c;
  return c === 1n ? p.slice() : divScalar(p, c);
}

/** p(-x). */
export function negateVariable(p: Poly): Poly {
  return p.map((c, i) => (i % 2 === 1 ? -c : c));
}

/** x^deg p · p(1/x) (coefficients reversed). */
export function reverse(p: Poly): Poly {
  return trim(p.slice().reverse());
}

/** p(x + 1) by the O(n^2) Horner-style Taylor shift (additions only). */
export function taylorShift1(p: Poly): Poly {
  const a = p.slice();
  const n = a.length;
  for (let i = 0; i < n - 1; i++) {
    for (let j = n - 2; j >= i; j--) a[j]! += a[j + 1]!;
  }
  return a;
}

/** p(x + k) by repeated synthetic division (lowest degree first). */
export function taylorShift(p: readonly bigint[], k: bigint): Poly {
  const a = p.slice();
  const n = a.length - 1;
  for (let i = 0; i < n; i++) for (let j = n - 1; j >= i; j--) a[j] = a[j]! + k * a[j + 1]!;
  return a;
}

/**
 * Pseudo-remainder: prem(a, b) = lc(b)^(deg a - deg b + 1) · a mod b (exact over Z).
 * Requires b ≠ 0 and deg a ≥ deg b.
 */
export function prem(a: Poly, b: Poly): Poly {
  const db = b.length - 1;
  const lb = b[db]!;
  const r = a.slice();
  for (let k = a.length - 1 - db; k >= 0; k--) {
    const top = r.length - 1 === db + k ? r[db + k]! : 0n;
    if (top === 0n) {
      for (let i = 0; i < r.length; i++) r[i] = r[i]! * lb;
    } else {
      for (let i = 0; i < k; i++) r[i] = r[i]! * lb;
      for (let i = 0; i < db; i++) r[i + k] = r[i + k]! * lb - top * b[i]!;
      r[db + k] = 0n;
    }
    trim(r);
  }
  return r;
}

/**
 * Exact quotient a / b over Z when b divides a in Z[x] (for example b monic, or a computed
 * product); returns null when the division is not exact in Z[x].
 */
export function divExact(a: Poly, b: Poly): Poly | null {
  if (b.length === 0) return null;
  if (a.length < b.length) return a.length === 0 ? [] : null;
  const r = a.slice();
  const db = b.length - 1;
  const lb = b[db]!;
  const q: Poly = new Array(a.length - db).fill(0n);
  for (let k = a.length - 1 - db; k >= 0; k--) {
    const top = r[db + k]!;
    if (top === 0n) continue;
    if (top % lb !== 0n) return null;
    const c = top / lb;
    q[k] = c;
    for (let i = 0; i <= db; i++) r[i + k] = r[i + k]! - c * b[i]!;
  }
  for (const c of r) if (c !== 0n) return null;
  return trim(q);
}

/** Primitive gcd over Z[x] (primitive PRS), normalized with positive leading coefficient. */
export function gcdPoly(a: Poly, b: Poly): Poly {
  if (a.length === 0) return primitivePart(b);
  if (b.length === 0) return primitivePart(a);
  const c = gcdInt(content(a), content(b));
  let u = primitivePart(a);
  let v = primitivePart(b);
  if (u.length < v.length) [u, v] = [v, u];
  while (v.length > 0) {
    const r = prem(u, v);
    u = v;
    v = r.length === 0 ? [] : primitivePart(r);
  }
  if (u.length === 1) return [c];
  return scale(u, c);
}

/** f / gcd(f, f'): the squarefree part (primitive, positive leading coefficient). */
export function squarefreePart(f: Poly): Poly {
  const g = gcdPoly(f, derivative(f));
  if (g.length <= 1) return primitivePart(f);
  // lc(g)^(deg f - deg g + 1) · f is divisible by g in Z[x].
  const scaled = scale(f, lc(g) ** BigInt(f.length - g.length + 1));
  const q = divExact(scaled, g);
  return primitivePart(q ?? []);
}

/** Product of (x - r) for the given integer roots. */
export function fromRoots(roots: bigint[]): Poly {
  let p: Poly = [1n];
  for (const r of roots) p = mul(p, [-r, 1n]);
  return p;
}
