/**
 * One subresultant pseudo-remainder sequence (Collins/Brown, in the form of Cohen, "A Course in
 * Computational Algebraic Number Theory", Algorithm 3.3.7) that yields both the resultant
 * Res(A, B) and, with exact sign bookkeeping, the leading-coefficient signs of the Sturm sequence
 * of A, B (S_0 = A, S_1 = B, S_{i+1} = -rem(S_{i-1}, S_i) over Q).
 *
 * The PRS element P_{i+1} = prem(P_{i-1}, P_i) / β_i is a nonzero rational multiple c_{i+1} of the
 * Sturm element S_{i+1}; from prem(P_{i-1}, P_i) = -lc(P_i)^(δ+1) · c_{i-1} · S_{i+1} the sign of
 * c_{i+1} is -sign(lc P_i)^(δ+1) · sign(c_{i-1}) · sign(β_i), so only signs are tracked.
 */
import { content, degree, lc, type Poly, prem, sign, trim } from '../arith/poly';

export interface SubresultantResult {
  /** Res(A, B). */
  resultant: bigint;
  /** Degrees of the Sturm sequence elements S_0, S_1, ... (last one nonzero). */
  degrees: number[];
  /** Signs (+1/-1) of the leading coefficients of S_0, S_1, ... */
  leadSigns: number[];
}

/**
 * Requires deg A ≥ deg B ≥ 0 (A, B nonzero). `keepGoing`, when given, sees the degree and leading
 * coefficient of each new element; the run stops with null as soon as it returns false.
 */
export function subresultantPrs(A0: Poly, B0: Poly): SubresultantResult;
export function subresultantPrs(
  A0: Poly,
  B0: Poly,
  keepGoing: (degree: number, lead: bigint) => boolean,
): SubresultantResult | null;
export function subresultantPrs(
  A0: Poly,
  B0: Poly,
  keepGoing?: (degree: number, lead: bigint) => boolean,
): SubresultantResult | null {
  const a = content(A0);
  const b = content(B0);
  let A = a === 1n ? A0 : A0.map((x) => x / a);
  let B = b === 1n ? B0 : B0.map((x) => x / b);
  const t = a ** BigInt(degree(B)) * b ** BigInt(degree(A));
  let g = 1n;
  let h = 1n;
  let s = 1n;
  // Sturm bookkeeping: sign of c_i for P_{i-1} (prev) and P_i (cur); contents are positive.
  let sigPrev = 1;
  let sigCur = 1;
  const degrees = [degree(A), degree(B)];
  const leadSigns: number[] = [sign(lc(A)), sign(lc(B))];
  while (true) {
    const dA = degree(A);
    const dB = degree(B);
    if (dB <= 0) break;
    const delta = dA - dB;
    if (dA % 2 === 1 && dB % 2 === 1) s = -s;
    const beta = g * h ** BigInt(delta);
    const R = delta === 1 ? premNormalStep(A, B, beta) : prem(A, B);
    const lB = lc(B);
    A = B;
    if (R.length === 0) {
      B = [];
      break;
    }
    B = beta === 1n || delta === 1 ? R : R.map((x) => x / beta);
    // Sturm sign of the new element.
    const lbSign = sign(lB);
    const powSign = (delta + 1) % 2 === 0 ? 1 : lbSign;
    const sigNew = -powSign * sigPrev * sign(beta);
    sigPrev = sigCur;
    sigCur = sigNew;
    degrees.push(degree(B));
    leadSigns.push(sign(lc(B)) * sigNew);
    if (keepGoing !== undefined && !keepGoing(degree(B), lc(B))) return null;
    g = lc(A);
    h = delta === 0 ? h : delta === 1 ? g : g ** BigInt(delta) / h ** BigInt(delta - 1);
  }
  let resultant: bigint;
  if (B.length === 0) {
    resultant = 0n;
  } else {
    const dA = BigInt(degree(A));
    // h ← h^(1 - deg A) · lc(B)^(deg A)
    h = dA === 0n ? h : lc(B) ** dA / h ** (dA - 1n);
    resultant = s * t * h;
  }
  return { resultant, degrees, leadSigns };
}

/**
 * prem(A, B) / beta for deg A = deg B + 1 (the normal step, almost every step of the sequence):
 * with m = deg B, lb = lc B, the pseudo-quotient is q1·x + q0 (q1 = lb·a_{m+1},
 * q0 = lb·a_m − a_{m+1}·b_{m−1}), so coefficient i of lb²·A − (q1·x + q0)·B is
 * lb²·a_i − q1·b_{i−1} − q0·b_i: three products per coefficient where prem's two elimination
 * rounds take four, and the exact division by beta on the spot. Trimmed like prem.
 */
function premNormalStep(A: Poly, B: Poly, beta: bigint): Poly {
  const m = B.length - 1;
  const lb = B[m]!;
  const top = A[m + 1]!;
  const lb2 = lb * lb;
  const q1 = lb * top;
  const q0 = lb * A[m]! - (m > 0 ? top * B[m - 1]! : 0n);
  const R: Poly = [];
  if (m > 0) R.push((lb2 * A[0]! - q0 * B[0]!) / beta);
  for (let i = 1; i < m; i++) R.push((lb2 * A[i]! - q1 * B[i - 1]! - q0 * B[i]!) / beta);
  return trim(R);
}

/** Number of sign changes at +∞ minus at -∞ gives the Sturm count. */
export function sturmCountFromSigns(degrees: number[], leadSigns: number[]): number {
  let vPlus = 0;
  let vMinus = 0;
  let lastPlus = 0;
  let lastMinus = 0;
  for (let i = 0; i < degrees.length; i++) {
    const sp = leadSigns[i]!;
    const sm = degrees[i]! % 2 === 0 ? sp : -sp;
    if (sp !== 0) {
      if (lastPlus !== 0 && sp !== lastPlus) vPlus++;
      lastPlus = sp;
    }
    if (sm !== 0) {
      if (lastMinus !== 0 && sm !== lastMinus) vMinus++;
      lastMinus = sm;
    }
  }
  return vMinus - vPlus;
}
